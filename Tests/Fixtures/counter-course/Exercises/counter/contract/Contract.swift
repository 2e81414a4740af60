@testable internal import Submission
func contractMake() -> Any { Counter() }  // contract: Counter has no `init()`
func contractValue(_ counter: Any) -> Int { (counter as! Counter).value }  // contract: Counter has no `value` of type Int
func contractIncrement(_ counter: inout Any) { var changed = counter as! Counter; changed.increment(); counter = changed }  // contract: Counter has no `increment()`
