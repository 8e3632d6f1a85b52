// SQLite's C API, used to open stores read-only and to execute generated DDL.
#include <sqlite3.h>
