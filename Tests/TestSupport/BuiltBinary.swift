import Foundation

/// Runs the `memorize-course` binary that `swift test` built, as a student would.
public enum BuiltBinary {
    /// The products folder holding the test bundle and the executable.
    public static let productsDirectory: URL = {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }()

    public static var executable: URL { productsDirectory.appendingPathComponent("memorize-course") }

    public struct Result {
        public let status: Int32
        public let stdout: String
        public let stderr: String
    }

    /// Runs the binary with stdin from `/dev/null` (or `input`) and pipes for output.
    public static func run(
        _ arguments: [String],
        currentDirectory: URL = Harness.repositoryRoot,
        environment: [String: String] = [:],
        input: String? = nil
    ) throws -> Result {
        try runProgram(executable, arguments, currentDirectory: currentDirectory, environment: environment, input: input)
    }

    /// Runs another program the same way (a shell sourcing a completion script, an installed copy).
    public static func runProgram(
        _ program: URL,
        _ arguments: [String],
        currentDirectory: URL = Harness.repositoryRoot,
        environment: [String: String] = [:],
        input: String? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = currentDirectory
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "MEMORIZE_COURSE_ROOT")
        env.removeValue(forKey: "COLUMNS")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        // Read both pipes before waiting, so a large output cannot fill a pipe and block.
        let errors = DataBox()
        let errorHandle = err.fileHandleForReading
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { errors.data = errorHandle.readDataToEndOfFile(); group.leave() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errors.data
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// Holds data read on another thread; the group's wait orders the write before the read.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
