/// How the student's program is confined where no sandbox runs it (no bubblewrap): the checks'
/// process, which holds none of the student's code, confines itself with Linux's Landlock just
/// before it starts that program, which inherits it. From then on neither may write anywhere
/// but the program's folder (and the checks' temporary folder), read anything but the system,
/// the toolchain and that folder, use TCP, or signal a process outside them. Landlock needs no
/// privilege and cannot be undone, by either or by any process they start. (The program could
/// not confine itself: code of the student's own, linked into it under a C library function's
/// name, would run in place of that function.) The grader asks for it (the variable
/// `variable`, naming the program's folder) only where the kernel has Landlock (`Landlock`).
enum ConfineSource {
    static let fileName = "_Confine.swift"
    static let variable = "MEMORIZE_SERVE_CONFINE"
    /// Set where no sandbox runs the program (bubblewrap has its own network and System V
    /// namespace, and sets up its loopback with an internet socket), unless
    /// `MEMORIZE_COURSE_LANDLOCK=off`, the tests' control: it opens no internet socket and
    /// makes no System V object.
    static let offlineVariable = "MEMORIZE_SERVE_OFFLINE"
    /// The file of the seccomp program the checks' process loads before it starts the program,
    /// where no sandbox runs it (`SystemCallFilter`).
    static let filterVariable = "MEMORIZE_SERVE_FILTER"

    static let text = #"""
    // Written by memorize-course: where no sandbox runs the student's program, the checks'
    // process confines itself (Landlock) before it starts it; see memorize-course's ConfineSource.
    #if os(Linux)
    import Foundation

    /// Once, before the student's program starts: the folder it is started from (its program and
    /// its home) and the checks' own temporary folder are all either may write to.
    func confineBeforeTheStudentsProgram() {
        // The program's orphans come to this process (its child subreaper), not to the grader:
        // one that empties its environment and detaches is still below this marked process, and
        // its memory counts in the task's while it runs. PR_SET_CHILD_SUBREAPER.
        _ = Landlock.prctl?(36, 1, 0, 0, 0)
        // No POSIX message queue of its own either: one outlives every process, and where no
        // file system shows them (/dev/mqueue not mounted) no sweep can find it.
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(__rlimit_resource_t(12) /* RLIMIT_MSGQUEUE */, &none)
        // A session keyring of its own, empty: the one the grader was started in may hold the
        // user's keys and tokens, which a program read through keyctl (bubblewrap does not hide
        // keyrings, nor does Landlock). keyctl(KEYCTL_JOIN_SESSION_KEYRING, NULL).
        #if arch(x86_64)
        _ = Landlock.call(250, 1, 0, 0, 0)
        #elseif arch(arm64)
        _ = Landlock.call(219, 1, 0, 0, 0)
        #endif
        // And, from here on, the system calls the grader refuses a program with no sandbox
        // (`SystemCallFilter`, in the file `filterVariable` names): in bubblewrap, bubblewrap
        // loads them into the program itself, and this process, which starts bubblewrap, has none.
        let confined = getenv("MEMORIZE_SERVE_OFFLINE") != nil
        // Foundation's Process makes its one pair of internet sockets (CFSocket's wake-up pair,
        // once a process) on its first run: made here, before the filter refuses them.
        if confined { warmProcess() }
        if let path = getenv("MEMORIZE_SERVE_FILTER"), let failure = SystemCalls.load(String(cString: path)) {
            fputs("memorize-course: the system-call filter could not be set for the student's program (\(failure))\n", stderr)
        }
        guard let value = getenv("MEMORIZE_SERVE_CONFINE") else { return }
        let folder = String(cString: value)
        let temporary = getenv("TMPDIR").map { String(cString: $0) }
        unsetenv("MEMORIZE_SERVE_CONFINE")
        if let failure = Landlock.confine(to: folder, temporary: temporary) {
            fputs("memorize-course: the student's program could not be confined (\(failure)) and runs unconfined\n", stderr)
        }
    }

    private func warmProcess() {
        let warm = Process()
        warm.executableURL = URL(fileURLWithPath: "/bin/sh")
        warm.arguments = ["-c", ":"]
        guard (try? warm.run()) != nil else { return }
        warm.waitUntilExit()
    }

    enum SystemCalls {
        /// Loads the seccomp program the grader wrote to `path` (`SystemCallFilter`).
        static func load(_ path: String) -> String? {
            guard let program = FileManager.default.contents(atPath: path), !program.isEmpty, program.count % 8 == 0 else { return "no filter at \(path)" }
            guard let prctl = Landlock.prctl else { return "no prctl" }
            guard prctl(38, 1, 0, 0, 0) == 0 else { return "no PR_SET_NO_NEW_PRIVS (errno \(errno))" }
            return program.withUnsafeBytes { code -> String? in
                // struct sock_fprog: the count, then (aligned) the pointer.
                var header = [UInt64](repeating: 0, count: 2)
                header[0] = UInt64(program.count / 8)
                header[1] = UInt64(UInt(bitPattern: code.baseAddress))
                return header.withUnsafeBytes { fprog in
                    prctl(22, 2, UInt(bitPattern: fprog.baseAddress), 0, 0) == 0 ? nil : "no seccomp filter (errno \(errno))"   // PR_SET_SECCOMP, FILTER
                }
            }
        }
    }

    enum Landlock {
        private typealias Syscall = @convention(c) (Int, Int, Int, Int, Int) -> Int
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        // Variadic in C, which Swift cannot call: the integer arguments pass the same way.
        private static let syscall = dlsym(nil, "syscall").map { unsafeBitCast($0, to: Syscall.self) }
        /// A system call by its number, with up to four arguments; -1 when there is no syscall(2).
        static func call(_ number: Int, _ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Int { syscall?(number, a, b, c, d) ?? -1 }
        /// prctl(2), variadic in C too; the key calls' filter is set with it as well.
        static let prctl = dlsym(nil, "prctl").map { unsafeBitCast($0, to: Prctl.self) }
        // The calls' numbers, the same on every Linux architecture (the generic table).
        private static let (create, addRule, restrictSelf) = (444, 445, 446)
        // Files: execute, read a file, read a folder; everything (up to REFER and TRUNCATE).
        private static let reading: UInt64 = 1 | 4 | 8

        static func confine(to folder: String, temporary: String?) -> String? {
            guard let syscall, let prctl else { return "no syscall" }
            let abi = syscall(create, 0, 0, 1, 0)   // LANDLOCK_CREATE_RULESET_VERSION
            guard abi >= 1 else { return "no Landlock in this kernel" }
            var handled: UInt64 = (1 << 13) - 1
            if abi >= 2 { handled |= 1 << 13 }   // REFER
            if abi >= 3 { handled |= 1 << 14 }   // TRUNCATE
            // Handled: files; TCP bind and connect (ABI 4); signals and abstract sockets out of it (ABI 6).
            var attributes: [UInt64] = [handled, abi >= 4 ? 3 : 0, abi >= 6 ? 3 : 0]
            let size = abi >= 6 ? 24 : abi >= 4 ? 16 : 8
            let ruleset = attributes.withUnsafeMutableBytes { syscall(create, Int(bitPattern: $0.baseAddress), size, 0, 0) }
            guard ruleset >= 0 else { return "no ruleset (errno \(errno))" }
            defer { close(Int32(ruleset)) }
            func allow(_ path: String, _ access: UInt64) {
                let descriptor = open(path, 0o10000000 | O_CLOEXEC)   // O_PATH
                guard descriptor >= 0 else { return }
                defer { close(descriptor) }
                var isFolder = stat()
                let rights = fstat(descriptor, &isFolder) == 0 && (isFolder.st_mode & S_IFMT) == S_IFDIR ? access : access & (1 | 2 | 4 | (1 << 14))
                // struct landlock_path_beneath_attr, packed: the rights, then the descriptor.
                var rule = [UInt8](repeating: 0, count: 12)
                for byte in 0..<8 { rule[byte] = UInt8(truncatingIfNeeded: rights >> (8 * UInt64(byte))) }
                for byte in 0..<4 { rule[8 + byte] = UInt8(truncatingIfNeeded: descriptor >> (8 * Int32(byte))) }
                _ = rule.withUnsafeMutableBytes { syscall(addRule, ruleset, 1, Int(bitPattern: $0.baseAddress), 0) }
            }
            for path in ["/usr", "/lib", "/lib32", "/lib64", "/libx32", "/bin", "/sbin", "/etc", "/proc", "/sys", "/dev"] {
                allow(path, reading)
            }
            allow("/dev/null", 2 | 4)
            for path in toolchainFolders() { allow(path, reading) }
            allow(folder, reading)
            allow(folder + "/home", handled)
            if let temporary { allow(temporary, handled) }
            guard prctl(38, 1, 0, 0, 0) == 0 else { return "no PR_SET_NO_NEW_PRIVS (errno \(errno))" }
            guard syscall(restrictSelf, ruleset, 0, 0, 0) == 0 else { return "not restricted (errno \(errno))" }
            return nil
        }

        /// The toolchain's `usr` folder, wherever it is: above the Swift runtime this process
        /// has mapped (its libraries, and its backtracer, which runs on a crash). Nothing else
        /// mapped (the checks' own program, in the scratch package) is opened to the program.
        private static func toolchainFolders() -> Set<String> {
            guard let file = fopen("/proc/self/maps", "r") else { return [] }
            defer { fclose(file) }
            var folders = Set<String>()
            var line = [CChar](repeating: 0, count: 4096)
            while fgets(&line, Int32(line.count), file) != nil {
                let text = String(cString: line)
                guard let slash = text.firstIndex(of: "/") else { continue }
                let path = String(text[slash...].prefix { $0 != "\n" })
                if let runtime = path.range(of: "/lib/swift/") { folders.insert(String(path[..<runtime.lowerBound])) }
            }
            return folders
        }
    }
    #else
    func confineBeforeTheStudentsProgram() {}
    #endif
    """#
}
