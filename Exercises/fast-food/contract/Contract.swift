// The contract: every part of the exercise's API the checks use, one use per line.
// If a line does not compile, the submission is missing that part (or gives it another
// type); its `// contract:` comment says what, in plain words. Nothing here runs.
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
