// Ids in paths and bodies are the database's uuids. Anything else cannot name a row, and must not
// reach a uuid column (PostgreSQL would reject the query), so it is simply "not found".
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
