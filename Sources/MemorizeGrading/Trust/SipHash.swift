/// SipHash-2-4 (Aumasson and Bernstein): a keyed hash, 64 bits, that signs the recorder's
/// records. The recorder's copy is in `CheckRecorder.source`; the two must agree byte for byte,
/// and `TrustedRunTests` holds both to the reference test vector.
enum SipHash {
    static func hash(key: [UInt8], _ message: [UInt8]) -> UInt64 {
        func word(_ bytes: ArraySlice<UInt8>) -> UInt64 {
            bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        }
        let k0 = word(key[0..<8]), k1 = word(key[8..<16])
        var v0: UInt64 = 0x736f6d6570736575 ^ k0, v1: UInt64 = 0x646f72616e646f6d ^ k1
        var v2: UInt64 = 0x6c7967656e657261 ^ k0, v3: UInt64 = 0x7465646279746573 ^ k1
        func rotate(_ x: UInt64, _ by: UInt64) -> UInt64 { (x << by) | (x >> (64 - by)) }
        func round() {
            v0 &+= v1; v1 = rotate(v1, 13); v1 ^= v0; v0 = rotate(v0, 32)
            v2 &+= v3; v3 = rotate(v3, 16); v3 ^= v2
            v0 &+= v3; v3 = rotate(v3, 21); v3 ^= v0
            v2 &+= v1; v1 = rotate(v1, 17); v1 ^= v2; v2 = rotate(v2, 32)
        }
        var index = 0
        while index + 8 <= message.count {
            let m = word(message[index..<index + 8])
            v3 ^= m; round(); round(); v0 ^= m
            index += 8
        }
        let last = word(message[index...]) | UInt64(message.count & 0xff) << 56
        v3 ^= last; round(); round(); v0 ^= last
        v2 ^= 0xff
        round(); round(); round(); round()
        return v0 ^ v1 ^ v2 ^ v3
    }
}
