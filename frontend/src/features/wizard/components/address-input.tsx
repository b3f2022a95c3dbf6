import { AutoComplete, Input, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressHint, fallbackSuggestions, isCompleteAddress, shouldLookUp } from '@/features/wizard/address-rules';
import { useLazySuggestAddressesQuery } from '@/features/wizard/api/wizard-api';
import { newIdempotencyKey } from '@/features/wizard/components/step-book-rules';

/** ms after the last keystroke before suggestions are requested */
const LOOKUP_DEBOUNCE_MS = 300;
/** ms after blur before the list closes when the text already looks complete */
const BLUR_CLOSE_MS = 200;
const MANUAL_ENTRY = '__manual_entry__';

interface AddressInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
}

/** An address is one line: pasted line breaks become spaces. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** A UUID for one address entry; randomUUID needs a secure context (HTTPS or localhost), a LAN test page gets hex. */
const newSessionToken = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : newIdempotencyKey());

/**
 * Free-text address with server suggestions, never required to match one; a controlled antd Form control.
 * States: idle, loading (spinner), list open or closed. The list opens when a lookup returns at least one
 * suggestion while the field has focus and the customer has not dismissed it for this text.
 * The text box wraps to a second line, so a full picked address stays readable inside a phone's column.
 */
export function AddressInput({ id, value = '', onChange, placeholder, disabled, ...aria }: AddressInputProps) {
  const { t } = useTranslation();
  const [trigger] = useLazySuggestAddressesQuery();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  /** text of the last lookup, so the same text is never looked up twice in a row */
  const lastLookup = useRef<string | null>(null);
  /** text for which the customer closed the list (Escape, a pick, manual entry); its results stay closed */
  const dismissedFor = useRef<string | null>(null);
  const focused = useRef(false);
  /** the field's text as last rendered, for a lookup that answers after more was typed */
  const currentText = useRef(value);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** the address entry's session token, sent with each lookup; a pick ends the entry (the server then places it) */
  const sessionToken = useRef<string | null>(null);
  const blurClose = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    currentText.current = value;
  }, [value]);

  useEffect(
    () => () => {
      if (debounce.current) clearTimeout(debounce.current);
      if (blurClose.current) clearTimeout(blurClose.current);
    },
    [],
  );

  const close = () => setOpen(false);

  const lookup = async (text: string) => {
    if (!shouldLookUp(text, lastLookup.current)) return;
    lastLookup.current = text;
    setLoading(true);
    let found: string[];
    try {
      sessionToken.current ??= newSessionToken();
      found = await trigger({ text, sessionToken: sessionToken.current }, true).unwrap();
    } catch {
      // The lookup failed: local suggestions keep the customer moving.
      found = fallbackSuggestions(text);
    }
    setLoading(false);
    // A newer text has been typed meanwhile: its own lookup decides.
    if (currentText.current !== text) return;
    setSuggestions(found);
    setOpen(found.length > 0 && focused.current && dismissedFor.current !== text);
  };

  const onSearch = (text: string) => {
    if (debounce.current) clearTimeout(debounce.current);
    dismissedFor.current = null;
    if (!shouldLookUp(text, null)) {
      // Three characters or fewer: close and empty the list.
      setSuggestions([]);
      close();
      lastLookup.current = null;
      return;
    }
    debounce.current = setTimeout(() => void lookup(text), LOOKUP_DEBOUNCE_MS);
  };

  const onBlur = () => {
    focused.current = false;
    if (blurClose.current) clearTimeout(blurClose.current);
    if (isCompleteAddress(value.trim())) {
      blurClose.current = setTimeout(close, BLUR_CLOSE_MS);
      return;
    }
    // An incomplete address gets suggestions ready for when the customer comes back to the field.
    if (shouldLookUp(value, lastLookup.current)) {
      if (debounce.current) clearTimeout(debounce.current);
      void lookup(value);
    }
  };

  const options = useMemo(() => {
    if (suggestions.length === 0) return [];
    return [
      ...suggestions.map((s) => ({ value: s, label: s })),
      { value: MANUAL_ENTRY, label: <Typography.Text italic>{t('details.manualEntry')}</Typography.Text> },
    ];
  }, [suggestions, t]);

  const hint = addressHint(value);
  const hintId = id ? `${id}-hint` : undefined;

  return (
    <>
      <AutoComplete
        id={id}
        value={value}
        options={options}
        open={open && options.length > 0}
        disabled={disabled}
        placeholder={placeholder ?? t('details.addressPlaceholder')}
        aria-required={aria['aria-required']}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={hint ? hintId : undefined}
        aria-busy={loading}
        showSearch={{ filterOption: false, onSearch }}
        onOpenChange={(next) => {
          // Click outside or Escape closes; reopening (focus, arrow keys) only shows suggestions already found.
          if (!next) dismissedFor.current = value;
          setOpen(next && suggestions.length > 0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            dismissedFor.current = value;
            close();
          }
          // With the list closed, Enter sends the form as a one-line input would (no line break in an address);
          // with it open, the list picks the highlighted suggestion.
          if (event.key === 'Enter' && !event.nativeEvent.isComposing && !(open && options.length > 0)) {
            event.preventDefault();
            (event.target as HTMLTextAreaElement).form?.requestSubmit();
          }
        }}
        onFocus={() => {
          focused.current = true;
          if (blurClose.current) clearTimeout(blurClose.current);
        }}
        onBlur={onBlur}
        onChange={(next: string) => {
          // Picking "manual entry" keeps what was typed.
          if (next === MANUAL_ENTRY) return;
          onChange?.(oneLine(next));
        }}
        onSelect={(selected: string) => {
          const kept = selected === MANUAL_ENTRY ? value : selected;
          if (selected !== MANUAL_ENTRY) sessionToken.current = null;
          // A picked suggestion is not looked up again; the list stays closed for it.
          lastLookup.current = kept;
          dismissedFor.current = kept;
          if (debounce.current) clearTimeout(debounce.current);
          close();
        }}
        suffixIcon={loading ? <Spin size="small" aria-label={t('details.loadingSuggestions')} /> : null}
        styles={{ popup: { root: { maxHeight: '15rem', overflowY: 'auto' } } }}
        // All suggestions rendered (at most a handful) so the list itself scrolls within 15rem.
        virtual={false}
        style={{ width: '100%' }}
      >
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 2 }} />
      </AutoComplete>
      {hint && (
        <Typography.Text id={hintId} type="secondary" style={{ display: 'block', fontSize: 13, marginTop: 4 }}>
          {t(hint)}
        </Typography.Text>
      )}
    </>
  );
}
