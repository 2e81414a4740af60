// The commands are written against the grading engine and the shared helpers as if they were
// part of this module, and so is everything that imports it.
@_exported import MemorizeSupport
@_exported import MemorizeGrading
