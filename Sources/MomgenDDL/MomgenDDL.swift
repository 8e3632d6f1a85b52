// MomgenDDL: the SQLite DDL Core Data creates for a model, and the store
// comparison behind `momgen ddl --compare`.
//
// The stage runs: resolved model → `SchemaBuilder` → `StoreSchema` (values:
// tables, columns, indexes, each with its `SchemaOrigin`) → `SQLRenderer` or
// `SchemaJSONRenderer` (text), or → `StoreComparator` with a `StoreSnapshot`
// read from a real store. Folders: `Schema/` the values, `Layout/` the layout
// choices (`CoreDataLayout` holds every unverified one), `Build/` the
// builders, `Render/` the renderers, `Store/` the comparison with a real store
// (opened through MomgenStore, the stage that reads stores for every command).
// The rules are ../shared/research/coredata-sqlite-layout.md (R1–R16);
// docs/ddl.md says which are implemented and what was chosen where unsure.
