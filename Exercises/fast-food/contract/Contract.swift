// The contract: every part of the exercise's API the checks use, one use per line.
// If a line does not compile, the submission is missing that part (or gives it another
// type); its `// contract:` comment says what, in plain words. Serve.swift calls the
// `contract` functions for the checks; values of the student's types travel as `Any`.
@testable internal import Submission

func _contractSizes() -> [FriesSize] { FriesSize.allCases }  // contract: FriesSize is not CaseIterable (there is no `FriesSize.allCases`)
func _contractSizeRawValue(_ size: FriesSize) -> String { size.rawValue }  // contract: FriesSize has no String raw values (`enum FriesSize: String, CaseIterable`)
func _contractSizeFromName() -> FriesSize? { FriesSize(rawValue: "small") }  // contract: FriesSize has no case `small`
func _contractHamburger() -> FastFoodMenuItem { .hamburger(numberOfPatties: 2) }  // contract: FastFoodMenuItem has no `case hamburger(numberOfPatties: Int)`
func _contractFries(_ size: FriesSize) -> FastFoodMenuItem { .fries(size: size) }  // contract: FastFoodMenuItem has no `case fries(size: FriesSize)`
func _contractDrink() -> FastFoodMenuItem { .drink("Coke", ounces: 32) }  // contract: FastFoodMenuItem has no `case drink(String, ounces: Int)`
func _contractCookie() -> FastFoodMenuItem { .cookie }  // contract: FastFoodMenuItem has no `case cookie`
func _contractEquatable(_ a: FastFoodMenuItem, _ b: FastFoodMenuItem) -> Bool { a == b }  // contract: FastFoodMenuItem is not Equatable
func _contractPrice() -> KeyPath<FastFoodMenuItem, Int> { \FastFoodMenuItem.price }  // contract: FastFoodMenuItem has no `price` of type Int (in cents)
func _contractOrder() -> FastFoodMenuItem? { FastFoodMenuItem(order: "cookie") }  // contract: FastFoodMenuItem has no failable `init?(order: String)`

func contractSizes() -> [String] { FriesSize.allCases.map { $0.rawValue } }  // contract: FriesSize is not CaseIterable (there is no `FriesSize.allCases`)
func contractSizeNamed(_ name: String) -> String? { FriesSize(rawValue: name)?.rawValue }  // contract: FriesSize has no String raw values (`enum FriesSize: String, CaseIterable`)
func contractMakeHamburger(_ patties: Int) -> Any { FastFoodMenuItem.hamburger(numberOfPatties: patties) }  // contract: FastFoodMenuItem has no `case hamburger(numberOfPatties: Int)`
func contractMakeFries(_ size: String) -> Any? { FriesSize(rawValue: size).map { FastFoodMenuItem.fries(size: $0) } }  // contract: FastFoodMenuItem has no `case fries(size: FriesSize)`
func contractMakeDrink(_ name: String, _ ounces: Int) -> Any { FastFoodMenuItem.drink(name, ounces: ounces) }  // contract: FastFoodMenuItem has no `case drink(String, ounces: Int)`
func contractMakeCookie() -> Any { FastFoodMenuItem.cookie }  // contract: FastFoodMenuItem has no `case cookie`
func contractPriceOf(_ item: Any) -> Int { (item as! FastFoodMenuItem).price }  // contract: FastFoodMenuItem has no `price` of type Int (in cents)
func contractOrderOf(_ text: String) -> Any? { FastFoodMenuItem(order: text) }  // contract: FastFoodMenuItem has no failable `init?(order: String)`
func contractParts(_ item: Any) -> [Any] { switch item as! FastFoodMenuItem { case .hamburger(let patties): return ["hamburger", patties]; case .fries(let size): return ["fries", size.rawValue]; case .drink(let name, let ounces): return ["drink", name, ounces]; case .cookie: return ["cookie"] } }  // contract: FastFoodMenuItem's cases are not exactly `hamburger(numberOfPatties:)`, `fries(size:)`, `drink(_:ounces:)` and `cookie`
