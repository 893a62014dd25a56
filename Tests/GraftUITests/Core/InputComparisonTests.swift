import Foundation
import GraftUI
import Testing

// A child re-runs its body when its parent re-renders only if one of its inputs changed.
// SwiftUI decides that field by field: `Equatable` values by `==`, objects by identity,
// closures always differ, and everything else by its own fields.

private final class Object {}

private struct WeakBox {
  weak var object: Object?
}

private struct Point {
  var x: Int
  var label: String
}

private enum Shape {
  case circle(radius: Int)
  case polygon(Point)
}

/// Not `Equatable`, so it is compared by reflection.
private enum Direction {
  case up, down
}

private protocol Shaped {}
private struct Circle: Shaped {
  var radius: Int
}

private struct Child<Input>: View {
  let input: Input
  let counter: Counter

  var body: some View {
    let _ = counter.hit("child")
    Text("child")
  }
}

private struct Parent<Input>: View {
  let counter: Counter
  let makeInput: (Int) -> Input
  @State private var tick = 0

  var body: some View {
    VStack {
      Text("tick \(tick)")
      Child(input: makeInput(tick), counter: counter)
      Button("Tick") { tick += 1 }
    }
  }
}

private struct BindingParent: View {
  let counter: Counter
  @State private var tick = 0
  @State private var flag = false

  var body: some View {
    VStack {
      Text("tick \(tick)")
      Child(input: $flag, counter: counter)
      Button("Tick") { tick += 1 }
    }
  }
}

/// How many times the child's body ran: once when shown, then once more if re-rendering the
/// parent gave it a different input.
@MainActor
private func childBodies<Input>(_ makeInput: @escaping (Int) -> Input) -> Int {
  let counter = Counter()
  let (window, _) = host(Parent(counter: counter, makeInput: makeInput))
  window.tap(window.button("Tick")!)
  #expect(window.screen().contains("tick 1"))
  return counter["child"]
}

@MainActor
@Suite struct InputComparisonTests {
  @Test func equatableInputsCompareByEquality() {
    #expect(childBodies { _ in 42 } == 1)
    #expect(childBodies { $0 } == 2)
    #expect(childBodies { _ in "same" } == 1)
  }

  @Test func closuresAlwaysDiffer() {
    #expect(childBodies { _ in {} } == 2)
    #expect(childBodies { _ in Optional { } } == 2)
  }

  @Test func anAbsentOptionalClosureIsTheSameInputAsAnother() {
    #expect(childBodies { _ in (() -> Void)?.none } == 1)
    #expect(childBodies { $0 == 0 ? nil : Optional { } } == 2)
  }

  @Test func casesWithoutPayloadsCompareByCase() {
    #expect(childBodies { _ in Direction.up } == 1)
    #expect(childBodies { $0 == 0 ? Direction.up : Direction.down } == 2)
    #expect(childBodies { _ in Direction.down as any Sendable } == 1)
  }

  @Test func objectsCompareByIdentity() {
    let object = Object(), other = Object()
    #expect(childBodies { _ in object } == 1)
    #expect(childBodies { _ in Object() } == 2)
    #expect(childBodies { _ in Optional(object) } == 1)
    #expect(childBodies { _ in WeakBox(object: object) } == 1)
    #expect(childBodies { WeakBox(object: $0 == 0 ? object : other) } == 2)
  }

  @Test func otherStructsCompareFieldByField() {
    #expect(childBodies { _ in Point(x: 1, label: "a") } == 1)
    #expect(childBodies { Point(x: $0, label: "a") } == 2)
    #expect(childBodies { Point(x: 1, label: "a\($0)") } == 2)
    #expect(childBodies { _ in (1, Point(x: 2, label: "b")) } == 1)
    #expect(childBodies { (1, Point(x: $0, label: "b")) } == 2)
  }

  @Test func enumsAndExistentialsCompareByTheirPayloads() {
    #expect(childBodies { _ in Shape.polygon(Point(x: 1, label: "a")) } == 1)
    #expect(childBodies { Shape.polygon(Point(x: $0, label: "a")) } == 2)
    #expect(childBodies { $0 == 0 ? Shape.circle(radius: 1) : Shape.polygon(Point(x: 1, label: "a")) } == 2)
    #expect(childBodies { _ in Circle(radius: 3) as any Shaped } == 1)
    #expect(childBodies { Circle(radius: $0) as any Shaped } == 2)
    #expect(childBodies { _ in Point?.none } == 1)
    #expect(childBodies { $0 == 0 ? nil : Point(x: 1, label: "a") } == 2)
    #expect(childBodies { _ in AnyView(Text("a")) } == 1)
    #expect(childBodies { AnyView(Text("a\($0)")) } == 2)
    #expect(childBodies { $0 == 0 ? AnyView(Text("a")) : AnyView(Color.red) } == 2)
  }

  @Test func anUnchangedArrayOfOtherValuesIsTheSameInput() {
    let points = [Point(x: 1, label: "a"), Point(x: 2, label: "b")]
    #expect(childBodies { _ in points } == 1)
    #expect(childBodies { _ in points + [Point(x: 3, label: "c")] } == 2)
  }

  @Test func aBindingToTheSameStateIsTheSameInput() {
    let counter = Counter()
    let (window, _) = host(BindingParent(counter: counter))
    window.tap(window.button("Tick")!)
    #expect(window.screen().contains("tick 1"))
    #expect(counter["child"] == 1)
  }
}
