// Umbrella header for the parts of libxml2 that momgen's reader uses.
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#include <libxml/parser.h>
