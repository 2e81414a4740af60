import Foundation

// A hostile submission (a fixture of memorize-course's own tests): the reference solution, but
// its New Game crashes with what the kernel let it do of the ways out red team rt22b found:
// an io_uring (whose requests made sockets that socket(2)'s rule never saw), a user namespace
// (in which it mounted a tmpfs no memory limit counted), a pipe grown past 64 KB, and sockets
// of the local kinds, a memfd, and System V shared memory (rt25b: in bubblewrap, segments no
// process held took 4 GB past the memory limit). Each says "refused" or "allowed".
@_silgen_name("syscall") private func systemCall(_ number: Int, _ a: Int, _ b: Int, _ c: Int) -> Int
@_silgen_name("unshare") private func unshareNamespaces(_ flags: Int32) -> Int32
@_silgen_name("fcntl") private func fileControl(_ descriptor: Int32, _ command: Int32, _ argument: Int) -> Int32
@_silgen_name("memfd_create") private func memoryFile(_ name: UnsafePointer<CChar>, _ flags: UInt32) -> Int32
@_silgen_name("shmget") private func sharedMemory(_ key: Int32, _ size: Int, _ flags: Int32) -> Int32
@_silgen_name("shmctl") private func sharedMemoryControl(_ id: Int32, _ command: Int32, _ buffer: UnsafeMutableRawPointer?) -> Int32

func reportWhatTheKernelAllows() -> Never {
    func said(_ allowed: Bool) -> String { allowed ? "allowed" : "refused" }
    var parameters = [UInt8](repeating: 0, count: 120)   // struct io_uring_params
    let ring = parameters.withUnsafeMutableBytes { systemCall(425, 4, Int(bitPattern: $0.baseAddress), 0) }
    if ring >= 0 { close(Int32(ring)) }
    var ends: [Int32] = [0, 0]
    pipe(&ends)
    let grown = fileControl(ends[1], 1031, 1 << 20)   // F_SETPIPE_SZ
    let local = socket(1, 1, 0)                         // AF_UNIX, SOCK_STREAM
    let vsock = socket(40, 1, 0)                        // AF_VSOCK
    let memfd = memoryFile("held", 0)                   // sent away over a socket, in no process's files (rt23b)
    let segment = sharedMemory(0, 1 << 20, 0o1600)      // IPC_PRIVATE, IPC_CREAT | 0600: held by no process once detached (rt25b)
    if segment >= 0 { _ = sharedMemoryControl(segment, 0, nil) }   // IPC_RMID
    let namespace = unshareNamespaces(0x1000_0000)      // CLONE_NEWUSER, last: it changes who this process is
    fatalError("uring: \(said(ring >= 0)), user namespace: \(said(namespace == 0)), pipe growth: \(said(grown >= 0)), "
        + "unix socket: \(said(local >= 0)), vsock: \(said(vsock >= 0)), memfd: \(said(memfd >= 0)), "
        + "shared memory: \(said(segment >= 0))")
}
