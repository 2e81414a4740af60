/// The sources that make the student's code a program the checks drive (`Serve`): its main
/// loop, and the contract's side of every call. The program reads calls on standard input and
/// answers on a descriptor of its own; whatever the student's code prints goes to standard
/// error, which is read for nothing but a crash's cause.
enum ServeSource {
    /// The executable's folder and its one file.
    static let folder = "Sources/Serve"
    static let fileName = "main.swift"

    static let main = #"""
    // Written by memorize-course: the student's code as a program the checks drive. It reads
    // calls on the descriptor standard input had when it started (a name and its values) and
    // answers each on the one standard output had; before any of the student's code runs,
    // standard input becomes /dev/null (code that reads it finds nothing, as in an app) and
    // standard output standard error, so nothing the code reads or prints touches the calls.
    import Contract
    import Wire
    #if canImport(Glibc)
    import Glibc
    #elseif canImport(Darwin)
    import Darwin
    #endif

    let calls = dup(0)
    let answers = dup(1)
    dup2(open("/dev/null", O_RDONLY), 0)
    dup2(2, 1)
    let objects = WireObjects()
    while let call = Wire.receive(from: calls) {
        guard let parts = call.list, parts.count == 2, let name = parts[0].string, let arguments = parts[1].list else { break }
        guard Wire.write(Wire.encode(contractReply(name, arguments, objects)), to: answers) else { break }
    }
    exit(0)
    """#

    /// The contract's side, compiled in the contract's module beside the exercise's `serve`.
    static let servingFileName = "_Serving.swift"

    static let serving = #"""
    // Written by memorize-course: one call of the checks, answered by the exercise's `serve`:
    // ["ok", value], ["gap", the words of a part the student's code lacks], or ["error", words].
    import Wire

    package func contractReply(_ name: String, _ arguments: [WireValue], _ objects: WireObjects) -> WireValue {
        do {
            return .list([.string("ok"), try serve(name, arguments, objects)])
        } catch let gap as ContractGap {
            return .list([.string("gap"), .string(gap.words)])
        } catch {
            return .list([.string("error"), .string(String(describing: error))])
        }
    }
    """#
}
