// The C library, imported in this one place: every other file that calls the system imports
// MemorizePlatform and gets Glibc, Musl or Darwin from here.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
