import Foundation
import MemorizePlatform

/// Plain words for the errors Foundation throws, for every module's messages: the top-level
/// error line (ErrorPresenter) and the messages that name their own action ("cannot write
/// results.json: …"), which want only the reason.
public enum FoundationErrorWords {
    /// The reason alone, for a message that already says what failed: "not a directory",
    /// "permission denied"; the tool's own errors as they describe themselves.
    public static func reason(_ error: any Error) -> String {
        if let error = error as? POSIXError { return reason(posix: error.code.rawValue) }
        if let error = nsError(error) {
            // Asked from the disk whatever the code: the caller's words already say what failed.
            return because(error, path: path(of: error), askingTheDisk: true) ?? words(error) ?? "\(error)"
        }
        if let error = error as? ToolError { return error.message }
        if let error = error as? UsageError { return error.message }
        return "\(error)"
    }

    /// Plain words for an error Foundation threw (a folder that cannot be created, a file that
    /// cannot be read), or nil for the tool's own errors. Foundation's description is
    /// `Error Domain=NSCocoaErrorDomain Code=512 "(null)" UserInfo={…}`, which tells a student
    /// nothing, so it never reaches them: the words are what was done, the path, and the
    /// system's reason, as in "cannot write to /dev/null/x: not a directory".
    public static func words(_ error: any Error) -> String? {
        if let error = error as? POSIXError { return reason(posix: error.code.rawValue) }
        guard let error = nsError(error) else { return nil }
        let info = error.userInfo
        let file = path(of: error)
        if error.domain == NSCocoaErrorDomain, let file {
            let writing = (CocoaError.Code.fileWriteUnknown.rawValue...CocoaError.Code.fileWriteVolumeReadOnly.rawValue).contains(error.code)
            let why = because(error, path: file, askingTheDisk: writing)
            return "\(writing ? "cannot write to" : "cannot read") \(file)" + (why.map { ": \($0)" } ?? "")
        }
        if error.domain == NSPOSIXErrorDomain { return reason(posix: Int32(truncatingIfNeeded: error.code)) }
        if let described = info[NSLocalizedDescriptionKey] as? String { return described }
        if let why = because(error, path: file, askingTheDisk: false) { return file.map { "\($0): \(why)" } ?? why }
        return "a system call failed (\(error.domain) \(error.code))" + (file.map { " on \($0)" } ?? "")
    }

    /// The error as an NSError only when it is one (CocoaError, or an NSError made by
    /// Foundation): the tool's own Swift errors bridge too, but they have words of their own.
    private static func nsError(_ error: any Error) -> NSError? {
        if let cocoa = error as? CocoaError { return cocoa as NSError }
        guard type(of: error as Any) is NSError.Type else { return nil }
        return error as NSError
    }

    /// The path a file error names, if it names one.
    private static func path(of error: NSError) -> String? {
        (error.userInfo[NSFilePathErrorKey] as? String) ?? (error.userInfo[NSURLErrorKey] as? URL)?.path
    }

    /// Why `error` happened: the system's reason under it, or what its Cocoa code says, or,
    /// `askingTheDisk`, what the folders above `path` show (`writeReason`).
    private static func because(_ error: NSError, path: String?, askingTheDisk: Bool) -> String? {
        (error.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap(underlyingReason)
            ?? cocoaReason(error)
            ?? (askingTheDisk ? path.flatMap(writeReason) : nil)
    }

    private static func underlyingReason(_ error: NSError) -> String? {
        if error.domain == NSPOSIXErrorDomain { return reason(posix: Int32(truncatingIfNeeded: error.code)) }
        return words(error)
    }

    /// Why `path` cannot be written, read from the disk when Foundation gave no reason (on
    /// Linux, creating a folder under a file throws a bare code 512): the nearest existing
    /// folder above it is a file, or may not be written to.
    private static func writeReason(_ path: String) -> String? {
        var ancestor = (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        while !ancestor.isEmpty, !FileManager.default.fileExists(atPath: ancestor, isDirectory: &isFolder) {
            let parent = (ancestor as NSString).deletingLastPathComponent
            if parent == ancestor { return nil }
            ancestor = parent
        }
        if ancestor.isEmpty { return nil }
        if !isFolder.boolValue { return reason(posix: ENOTDIR) }
        return FileManager.default.isWritableFile(atPath: ancestor) ? nil : reason(posix: EACCES)
    }

    /// What a Cocoa file error's code says, for the errors that carry no system reason.
    private static func cocoaReason(_ error: NSError) -> String? {
        guard error.domain == NSCocoaErrorDomain else { return nil }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or directory"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteFileExists: return "file exists"
        case .fileWriteOutOfSpace: return "no space left on device"
        case .fileWriteVolumeReadOnly: return "read-only file system"
        case .fileReadCorruptFile: return "not in the expected format"
        case .fileReadInapplicableStringEncoding, .fileReadUnknownStringEncoding, .fileWriteInapplicableStringEncoding:
            return "not text in the expected encoding"
        case .fileReadTooLarge: return "too large"
        default: return nil
        }
    }

    /// The system's words for an errno, as `ls` prints them but lower-case: "not a directory".
    public static func reason(posix code: Int32) -> String {
        guard let text = strerror(code).map({ String(cString: $0) }), !text.isEmpty else { return "system error \(code)" }
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
