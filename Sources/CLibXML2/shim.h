// Umbrella header for the parts of libxml2 that momgen's reader uses.
#include <libxml/parser.h>
#include <libxml/entities.h>
#include <libxml/xmlerror.h>
