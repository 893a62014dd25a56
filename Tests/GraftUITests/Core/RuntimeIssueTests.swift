import Foundation
import GraftUI
import Testing

@MainActor private final class Thing: ObservableObject {}

@Suite(.serialized) @MainActor struct RuntimeIssueTests {
  @Test func accessingStateObjectOutsideInstallWarnsAndMakesANewInstance() {
    struct Owner: View {
      @StateObject var thing = Thing()
      var body: some View { EmptyView() }
    }
    let owner = Owner()
    let (instances, issues) = RuntimeIssues.collecting { [owner.thing, owner.thing] }
    #expect(instances[0] !== instances[1])
    #expect(issues.map(\.message) == ["Accessing StateObject's object without being installed on a View. This will create a new instance each time."])
  }

  @Test func projectingStateBeforeInstallWarnsAndGivesAConstantBinding() {
    struct Counter: View {
      @State var count = 3
      var body: some View { EmptyView() }
    }
    let counter = Counter()
    let (binding, issues) = RuntimeIssues.collecting { counter.$count }
    binding.wrappedValue = 9
    #expect(binding.wrappedValue == 3)
    #expect(issues.map(\.message) == ["Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."])
  }

  @Test func writingStateBeforeInstallIsIgnored() {
    struct Counter: View {
      @State var count = 3
      init() { count = 5 }
      var body: some View { Text("\(count)") }
    }
    let (window, _) = host(Counter(), width: 3, height: 1)
    #expect(window.screen() == " 3")
  }

  @Test func publishingDuringAnUpdateWarns() {
    @MainActor final class Model: ObservableObject { @Published var value = 0 }
    struct Publisher: View {
      @ObservedObject var model: Model
      var body: some View {
        let _ = { if model.value == 0 { model.value = 1 } }()
        Text("\(model.value)")
      }
    }
    let model = Model()
    let (_, issues) = RuntimeIssues.collecting { _ = host(Publisher(model: model), width: 3, height: 1) }
    #expect(issues.map(\.message).contains("Publishing changes from within view updates is not allowed, this will cause undefined behavior."))
  }

  @Test func anUpdateCycleIsCutWithAWarning() {
    struct Loop: View {
      @State var count = 0
      var body: some View {
        Text("\(count)").onChange(of: count, initial: true) { count += 1 }
      }
    }
    let (window, issues) = RuntimeIssues.collecting { host(Loop(), width: 6, height: 1).0 }
    #expect(issues.contains { $0.message.hasPrefix("View update cycle detected") })
    #expect(Int(window.screen().trimmingCharacters(in: .whitespaces)) ?? 0 > 5, "the app kept responding")
  }

  @Test func aMissingEnvironmentObjectTrapsOnFirstRead() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        struct Reader: View {
          @EnvironmentObject var thing: Thing
          var body: some View { Text("\(ObjectIdentifier(thing).hashValue)") }
        }
        _ = host(Reader(), width: 4, height: 1)
      }
    }
    // NB: The trap must be the one for the missing object, not any crash on the way.
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      standardError.contains(
        "No ObservableObject of type Thing found. A View.environmentObject(_:) for Thing may be missing as an ancestor of this view."
      ), "standard error: \(standardError)")
  }

  @Test func anUnreadEnvironmentObjectIsFine() {
    struct Declares: View {
      @EnvironmentObject var thing: Thing
      var body: some View { Text("fine") }
    }
    let (window, _) = host(Declares(), width: 6, height: 1)
    #expect(window.screen() == " fine")
  }
}
