// MomgenDDL: the SQLite DDL Core Data creates for a model, and the store
// comparison behind `momgen ddl --compare`.
