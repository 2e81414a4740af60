/// The sources of the scratch package's `Wire` module: the values the checks and the student's
/// program exchange, and how they travel. The checks' process and the program the student's
/// code is built into (`Serve`) both import it; nothing else is shared between them, so
/// everything a check learns of the student's code arrives as one of these plain values.
enum WireSource {
    static let fileName = "Wire.swift"

    static let text = #"""
    // Written by memorize-course: the values the checks and the student's program exchange,
    // and how they travel. A message is a frame: four bytes of length (little-endian), then
    // one value, tagged by its first byte. The checks judge only what arrives this way.
    #if canImport(Glibc)
    import Glibc
    #elseif canImport(Darwin)
    import Darwin
    #endif

    public enum WireValue: Equatable, Sendable, CustomStringConvertible {
        case none
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
        case list([WireValue])
        /// An object the student's program keeps for the checks, by number.
        case object(Int)

        public var bool: Bool? { if case .bool(let value) = self { return value }; return nil }
        public var int: Int? { if case .int(let value) = self { return value }; return nil }
        public var double: Double? {
            switch self {
            case .double(let value): return value
            case .int(let value): return Double(value)
            default: return nil
            }
        }
        public var string: String? { if case .string(let value) = self { return value }; return nil }
        public var list: [WireValue]? { if case .list(let value) = self { return value }; return nil }

        public var description: String {
            switch self {
            case .none: return "none"
            case .bool(let value): return "\(value)"
            case .int(let value): return "\(value)"
            case .double(let value): return "\(value)"
            case .string(let value): return "\"\(value)\""
            case .list(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
            case .object(let number): return "object \(number)"
            }
        }
    }

    /// A value that did not have the shape a call expects: the exercise's mistake, or an answer
    /// no correct program gives.
    public struct WireShapeError: Error, CustomStringConvertible {
        public let words: String
        public init(_ words: String) { self.words = words }
        public var description: String { words }
    }

    /// The objects the student's program keeps for the checks, which name them by number.
    public final class WireObjects {
        private var kept: [Int: Any] = [:]
        private var next = 1

        public init() {}

        /// Keeps `value` and gives its number.
        public func keep(_ value: Any) -> WireValue {
            kept[next] = value
            next += 1
            return .object(next - 1)
        }

        /// The object `value` names, as a `T`.
        public func object<T>(_ value: WireValue, as type: T.Type = T.self) throws -> T {
            guard case .object(let number) = value, let object = kept[number] as? T else {
                throw WireShapeError("expected an object of type \(T.self), got \(value)")
            }
            return object
        }

        /// Changes a kept value (a struct) in place.
        public func change<T, Result>(_ value: WireValue, as type: T.Type = T.self, _ body: (inout T) throws -> Result) throws -> Result {
            var object = try self.object(value, as: T.self)
            defer { if case .object(let number) = value { kept[number] = object } }
            return try body(&object)
        }
    }

    /// A call's arguments, read by position with the type the call expects.
    extension Array where Element == WireValue {
        public func value(_ index: Int) throws -> WireValue {
            guard indices.contains(index) else { throw WireShapeError("the call has no argument \(index)") }
            return self[index]
        }
        private func read<T>(_ index: Int, _ what: String, _ get: (WireValue) -> T?) throws -> T {
            let value = try self.value(index)
            guard let read = get(value) else { throw WireShapeError("argument \(index): expected \(what), got \(value)") }
            return read
        }
        public func bool(_ index: Int) throws -> Bool { try read(index, "a Bool") { $0.bool } }
        public func int(_ index: Int) throws -> Int { try read(index, "an Int") { $0.int } }
        public func double(_ index: Int) throws -> Double { try read(index, "a Double") { $0.double } }
        public func string(_ index: Int) throws -> String { try read(index, "a String") { $0.string } }
        public func strings(_ index: Int) throws -> [String] {
            try read(index, "a list of strings") { value in
                value.list.flatMap { list in list.allSatisfy { $0.string != nil } ? list.compactMap(\.string) : nil }
            }
        }
    }

    public enum Wire {
        /// The largest frame either side accepts: 4 MB (a game's cards take a few kilobytes).
        /// Its values, decoded, take some twenty times its bytes: a bigger frame of one-byte
        /// values filled the checks' process, which runs with no memory limit of the sandbox's.
        public static let frameLimit = 4 << 20
        /// The most values a list may hold.
        public static let listLimit = 1 << 18

        public static func encode(_ value: WireValue) -> [UInt8] {
            var bytes: [UInt8] = [0, 0, 0, 0]
            append(value, to: &bytes)
            let count = UInt32(bytes.count - 4)
            for index in 0..<4 { bytes[index] = UInt8(truncatingIfNeeded: count >> (8 * UInt32(index))) }
            return bytes
        }

        private static func append(_ value: WireValue, to bytes: inout [UInt8]) {
            func word(_ raw: UInt64) { for index in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: raw >> (8 * UInt64(index)))) } }
            switch value {
            case .none: bytes.append(0x4E)
            case .bool(let value): bytes.append(value ? 0x54 : 0x46)
            case .int(let value): bytes.append(0x49); word(UInt64(bitPattern: Int64(value)))
            case .double(let value): bytes.append(0x44); word(value.bitPattern)
            case .string(let value):
                bytes.append(0x53)
                let utf8 = Array(value.utf8)
                word(UInt64(utf8.count))
                bytes += utf8
            case .list(let values):
                bytes.append(0x41)
                word(UInt64(values.count))
                for value in values { append(value, to: &bytes) }
            case .object(let number): bytes.append(0x4F); word(UInt64(bitPattern: Int64(number)))
            }
        }

        /// The value a frame's payload holds, or nil when the bytes are not one whole value.
        public static func decode(_ bytes: [UInt8]) -> WireValue? {
            var index = 0
            guard let value = read(bytes, &index, depth: 0), index == bytes.count else { return nil }
            return value
        }

        private static func read(_ bytes: [UInt8], _ index: inout Int, depth: Int) -> WireValue? {
            guard depth < 64, index < bytes.count else { return nil }
            let tag = bytes[index]
            index += 1
            func word() -> UInt64? {
                guard index + 8 <= bytes.count else { return nil }
                var raw: UInt64 = 0
                for offset in 0..<8 { raw |= UInt64(bytes[index + offset]) << (8 * UInt64(offset)) }
                index += 8
                return raw
            }
            switch tag {
            case 0x4E: return WireValue.none
            case 0x54: return .bool(true)
            case 0x46: return .bool(false)
            case 0x49: return word().map { .int(Int(Int64(bitPattern: $0))) }
            case 0x44: return word().map { .double(Double(bitPattern: $0)) }
            case 0x4F: return word().map { .object(Int(Int64(bitPattern: $0))) }
            case 0x53:
                guard let count = word(), count <= UInt64(bytes.count - index) else { return nil }
                let end = index + Int(count)
                defer { index = end }
                return .string(String(decoding: bytes[index..<end], as: UTF8.self))
            case 0x41:
                guard let count = word(), count <= UInt64(bytes.count - index), count <= UInt64(listLimit) else { return nil }
                var values: [WireValue] = []
                for _ in 0..<count {
                    guard let value = read(bytes, &index, depth: depth + 1) else { return nil }
                    values.append(value)
                }
                return .list(values)
            default: return nil
            }
        }

        /// Writes all of `bytes` to `descriptor`; false when the other side is gone.
        public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { raw in
                    #if canImport(Glibc)
                    Glibc.write(descriptor, raw.baseAddress, raw.count)
                    #else
                    Darwin.write(descriptor, raw.baseAddress, raw.count)
                    #endif
                }
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }

        /// Reads exactly `count` bytes, waiting as long as it takes (`ready`, when given, waits
        /// for the descriptor to be readable and says false to give up); nil at the end of input.
        public static func read(_ count: Int, from descriptor: Int32, ready: () -> Bool = { true }) -> [UInt8]? {
            var bytes = [UInt8](repeating: 0, count: count)
            var offset = 0
            while offset < count {
                guard ready() else { return nil }
                let got = bytes[offset...].withUnsafeMutableBytes { raw in
                    #if canImport(Glibc)
                    Glibc.read(descriptor, raw.baseAddress, raw.count)
                    #else
                    Darwin.read(descriptor, raw.baseAddress, raw.count)
                    #endif
                }
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { return nil }
                offset += got
            }
            return bytes
        }

        /// One frame's value from `descriptor`; nil at the end of input or for a frame that is
        /// too long or malformed.
        public static func receive(from descriptor: Int32, ready: () -> Bool = { true }) -> WireValue? {
            guard let header = read(4, from: descriptor, ready: ready) else { return nil }
            let count = header.enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
            guard count <= frameLimit, let payload = read(count, from: descriptor, ready: ready) else { return nil }
            return decode(payload)
        }
    }
    """#
}
