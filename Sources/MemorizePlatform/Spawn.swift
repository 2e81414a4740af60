// posix_spawn's two opaque types are pointers a Mac's headers import as optionals and glibc's
// as structs: the one difference of type between the systems, kept here.

#if canImport(Darwin)
public typealias SpawnFileActions = posix_spawn_file_actions_t?
public typealias SpawnAttributes = posix_spawnattr_t?

public func emptySpawnFileActions() -> SpawnFileActions { nil }
public func emptySpawnAttributes() -> SpawnAttributes { nil }

/// Darwin's POSIX_SPAWN_CLOEXEC_DEFAULT: the child inherits only the descriptors the file
/// actions give it (<spawn.h>, Apple's extension).
public let spawnClosesOtherDescriptors: Int32? = Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
#else
public typealias SpawnFileActions = posix_spawn_file_actions_t
public typealias SpawnAttributes = posix_spawnattr_t

public func emptySpawnFileActions() -> SpawnFileActions { posix_spawn_file_actions_t() }
public func emptySpawnAttributes() -> SpawnAttributes { posix_spawnattr_t() }

/// glibc has no flag that closes the other descriptors: each is opened close-on-exec instead.
public let spawnClosesOtherDescriptors: Int32? = nil
#endif
