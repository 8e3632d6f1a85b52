// MomgenSwift: the Swift emitter. Resolved model → typed template context →
// Mustache → generated files (name, contents). It never writes files.
