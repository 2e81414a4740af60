@testable internal import Submission
func contractMake() -> Any { Tally() }  // contract: Tally has no `init()`
func contractPoints(_ t: Any) -> Int { (t as! Tally).points }  // contract: Tally has no `points` of type Int
func contractBest(_ t: Any) -> Int { (t as! Tally).best }  // contract: Tally has no `best` of type Int
func contractAdd(_ t: inout Any, _ amount: Int) { var tally = t as! Tally; tally.add(amount); t = tally }  // contract: Tally has no `mutating func add(_ amount: Int)`
func contractNewRound(_ t: inout Any) { var tally = t as! Tally; tally.newRound(); t = tally }  // contract: Tally has no `mutating func newRound()`
