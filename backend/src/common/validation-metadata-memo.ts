import { getMetadataStorage } from 'class-validator';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type TargetLookup = MetadataStorage['getTargetValidationMetadatas'];
type ValidationMetadata = ReturnType<TargetLookup>[number];

const installed = new WeakSet<MetadataStorage>();

/**
 * class-validator looks up a class's rules on every validation: it filters the rules of every decorated class
 * in the app (an `instanceof` test per class, for inheritance) and groups the result by property, then throws
 * both away. For the same class and options the answer only changes when a decorator adds a rule, which
 * happens while classes are defined, before the first request. This keeps each answer until a rule is added.
 * On the public quote and availability routes the lookup was the largest single item of the framework's
 * per-request cost (docs/performance.md).
 *
 * The kept arrays and groupings are shared between validations; class-validator only reads them.
 * Safe to call more than once (each storage is wrapped once).
 */
export function memoizeValidationMetadata(storage: MetadataStorage = getMetadataStorage()): void {
  if (installed.has(storage)) return;
  installed.add(storage);

  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const addRule = storage.addValidationMetadata.bind(storage);
  let rulesByTarget = new Map<unknown, Map<string, ValidationMetadata[]>>();
  let groupedRules = new WeakMap<ValidationMetadata[], ReturnType<MetadataStorage['groupByPropertyName']>>();

  storage.addValidationMetadata = (metadata) => {
    rulesByTarget = new Map();
    groupedRules = new WeakMap();
    addRule(metadata);
  };
  storage.getTargetValidationMetadatas = ((targetConstructor, targetSchema, always, strictGroups, groups) => {
    const key = JSON.stringify([targetSchema, always, strictGroups, groups ?? null]);
    let byOptions = rulesByTarget.get(targetConstructor);
    if (!byOptions) rulesByTarget.set(targetConstructor, (byOptions = new Map()));
    let rules = byOptions.get(key);
    if (!rules) byOptions.set(key, (rules = lookUp(targetConstructor, targetSchema, always, strictGroups, groups)));
    return rules;
  }) as TargetLookup;
  storage.groupByPropertyName = (rules) => {
    let grouped = groupedRules.get(rules);
    if (!grouped) groupedRules.set(rules, (grouped = group(rules)));
    return grouped;
  };
}
