import Foundation

/// The 64-bit FNV-1a hash, fed in pieces: enough to tell one set of inputs from another (what a
/// scratch build was made from, what a cached page was laid out from). Not for secrets.
public struct FNV1a: Sendable {
    private var value: UInt64 = 0xcbf29ce484222325

    public init() {}

    public mutating func add<Bytes: DataProtocol>(_ bytes: Bytes) {
        var hash = value
        for region in bytes.regions {
            region.withUnsafeBytes { buffer in
                for byte in buffer { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
            }
        }
        value = hash
    }

    public var text: String { String(value, radix: 16) }

    /// The digest of named parts, in the order of their names, each name and part ended by a zero byte.
    public static func digest(_ parts: [(String, Data)]) -> String {
        var hash = FNV1a()
        for (name, data) in parts.sorted(by: { $0.0 < $1.0 }) {
            hash.add(Data(name.utf8))
            hash.add([0])
            hash.add(data)
            hash.add([0])
        }
        return hash.text
    }
}
