import { Input } from 'antd';

interface ListSearchProps {
  /** The box's accessible name, e.g. 'Search bookings'. */
  label: string;
  placeholder: string;
  text: string;
  onTextChange: (text: string) => void;
  /** The trimmed words to search for; '' when the box was emptied (the whole list again). */
  onSearch: (search: string) => void;
  loading: boolean;
}

/** A list's search box: Enter or the button searches, emptying the box shows the whole list again. */
export function ListSearch({ label, placeholder, text, onTextChange, onSearch, loading }: ListSearchProps) {
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} style={{ maxWidth: 480, marginBottom: 16 }}>
      <Input.Search
        aria-label={label}
        placeholder={placeholder}
        enterButton="Search"
        allowClear
        value={text}
        maxLength={100}
        onChange={(event) => {
          onTextChange(event.target.value);
          if (event.target.value === '') onSearch('');
        }}
        onSearch={(value) => onSearch(value.trim())}
        loading={loading}
      />
    </form>
  );
}
