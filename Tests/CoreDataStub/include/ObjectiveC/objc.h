// objc/objc.h and objc/NSObjCRuntime.h: the basic types the root class
// needs, in the ObjectiveC module as in Apple's SDK (Foundation imports them).
// BOOL is _Bool, as on arm64; the importer maps it to Swift's Bool.
#pragma once
typedef _Bool BOOL;
typedef unsigned long NSUInteger;
