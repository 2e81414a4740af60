import Foundation

// A dishonest submission (a fixture of memorize-course's own tests): it defines the C
// library's `read`, so that when its code shared a process with the checks, the recorder's
// read(0, …) of its key came here; it kept a copy to sign records of its own. Now the only
// reads it can catch are its own program's, of the checks' calls.

private var stolen: [UInt8] = []

@_cdecl("read")
public func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    typealias Read = @convention(c) (Int32, UnsafeMutableRawPointer?, Int) -> Int
    guard let next = dlsym(UnsafeMutableRawPointer(bitPattern: -1) /* RTLD_NEXT */, "read") else { return -1 }
    let got = unsafeBitCast(next, to: Read.self)(descriptor, buffer, count)
    if got > 0, let buffer { stolen += Array(UnsafeRawBufferPointer(start: buffer, count: got)) }
    return got
}

func hostileHook() {
    // A key, if one had come this way, would be the first 32 hex digits read.
    let text = String(decoding: stolen.prefix(32), as: UTF8.self)
    if text.count == 32, text.allSatisfy(\.isHexDigit) { FileHandle.standardError.write(Data("stole \(text)\n".utf8)) }
}
