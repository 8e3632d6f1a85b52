// zlib's C API, used to inflate the raw-DEFLATE model cache of Core Data stores.
#include <zlib.h>
