import SwiftUI
import GraftTesting
import Testing
import ThirdPartySDK

extension UIWindow {
    fileprivate func screen() -> String {
        layoutIfNeeded()
        return render().plainText
    }

    fileprivate func all<T: UIView>(_ type: T.Type) -> [T] {
        descendants(ofType: type)
    }

    fileprivate func tap(_ view: UIView) {
        sendTap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        layoutIfNeeded()
    }

    fileprivate func button(_ title: String) -> UIButton {
        all(UIButton.self).first { $0.currentTitle == title }!
    }
}

@Suite @MainActor struct ArticleClaimsTests {
    @Test func theFinishedDemoLooksLikeTheArticlesDescription() {
        let window = ViewHosting.host(ThirdPartyDemoView(), size: CGSize(width: 30, height: 7)).window
        #expect(
            window.screen() == """
                              0
                         SDK value: 0

                            [ +1 ]
                Add?                     [ ON]
                      [ Perform Action ]

                """)
    }

    @Test func theButtonReachesTheViewThroughTheProxy() {
        let window = ViewHosting.host(ThirdPartyDemoView(), size: CGSize(width: 30, height: 7)).window
        window.tap(window.button("Perform Action"))
        window.tap(window.button("Perform Action"))
        #expect(window.all(ThirdPartyUIView.self).first?.internalValue == 2)
        #expect(window.screen().hasPrefix("              2\n"))
    }

    @Test func theDelegateClosureUpdatesTheText() {
        let window = ViewHosting.host(ThirdPartyDemoView(), size: CGSize(width: 30, height: 7)).window
        window.tap(window.button("+1"))
        #expect(window.screen().hasPrefix("              1\n"))
    }

    @Test func togglingAddChangesTheViewsBehaviourThroughUpdateUIView() {
        let window = ViewHosting.host(ThirdPartyDemoView(), size: CGSize(width: 30, height: 7)).window
        let view = window.all(ThirdPartyUIView.self).first!
        window.tap(window.all(UISwitch.self).first!)
        #expect(!view.shouldAdd, "updateUIView pushed the toggle's value into the UIKit view")
        window.tap(window.button("Perform Action"))
        window.tap(window.button("Perform Action"))
        #expect(view.internalValue == -2)
        #expect(window.screen().hasPrefix("              -2\n"))
    }

    @Test func theExternalDelegateReceivesEveryValue() {
        let delegate = OurDelegate()
        let window = ViewHosting.host(DelegateDemoView(delegate: delegate), size: CGSize(width: 30, height: 6)).window
        window.tap(window.button("+1"))
        window.tap(window.button("+1"))
        window.tap(window.all(UISwitch.self).first!)
        window.tap(window.button("-1"))
        #expect(delegate.values == [1, 2, 1])
        #expect(window.screen().hasPrefix("              1\n"))
    }

    @Test func typingInEitherFieldUpdatesTheOtherAndTheText() {
        // NB: The article's fields are 56 points tall; at one cell a point, that needs a tall window.
        let window = ViewHosting.host(UIViewRepresentableStudy(), size: CGSize(width: 24, height: 120)).window
        let fields = window.all(UITextField.self)
        #expect(fields.count == 2)
        window.tap(fields[0])
        window.sendText("Hi")
        window.layoutIfNeeded()
        #expect(fields[1].text == "Hi")
        window.tap(fields[1])
        window.sendText("!")
        window.layoutIfNeeded()
        #expect(fields[0].text == "Hi!")
        #expect(window.all(UILabel.self).contains { $0.text == "Hi!" })
    }

    @Test func theBasicRepresentableShowsABlueView() {
        let window = ViewHosting.host(BasicStudy(), size: CGSize(width: 6, height: 2)).window
        let blue = window.all(UIView.self).first { $0.backgroundColor == .blue }
        #expect(blue != nil)
        #expect(blue?.frame.size == CGSize(width: 6, height: 2))
    }
}

// MARK: - The second article's pitfall (docs/Behaviour.md, "Configuring an object in state before install")

/// A view whose handler captures a plain value its parent changes: the article's modifier
/// keeps the handler from the first render.
private struct PitfallRow: View {
    let label: String
    @Binding var received: [String]

    var body: some View {
        ThirdPartyView(shouldAdd: true)
            .viewChangedValueTo { _, newValue in received.append("\(label):\(newValue)") }
    }
}

private struct PitfallHost: View {
    @State var label = "first"
    @State var received: [String] = []

    var body: some View {
        VStack {
            PitfallRow(label: label, received: $received)
            Text(received.joined(separator: ","))
            Button("Relabel") { label = "second" }
        }
    }
}

@Suite(.serialized) @MainActor struct StateCoordinatorPitfallTests {
    @Test func afterAReRenderTheCoordinatorKeepsTheFirstRendersHandler() {
        let window = ViewHosting.host(PitfallHost(), size: CGSize(width: 30, height: 7)).window
        window.tap(window.button("+1"))
        window.tap(window.button("Relabel"))
        window.tap(window.button("+1"))
        #expect(window.all(UILabel.self).contains { $0.text == "first:1,first:2" })
    }

    @Test func theOptInDiagnosticPointsAtTheCause() {
        RuntimeIssues.reportsDiscardedStateInstances = true
        defer { RuntimeIssues.reportsDiscardedStateInstances = false }
        let (_, issues) = RuntimeIssues.collecting { () -> Void in
            let window = ViewHosting.host(PitfallHost(), size: CGSize(width: 30, height: 7)).window
            window.tap(window.button("Relabel"))
        }
        #expect(issues.count == 1)
        #expect(issues.first?.message.hasPrefix("State<ThirdPartyCoordinator> in ThirdPartyView discarded the instance created for this update.") == true)
    }
}

@Suite @MainActor struct IntermediateStageTests {
    @Test func theCoordinatorMadeByMakeCoordinatorIsTheViewsDelegate() {
        let window = ViewHosting.host(CoordinatorStageDemoView(), size: CGSize(width: 30, height: 5)).window
        let view = window.all(ThirdPartyUIView.self).first!
        let coordinator = view.delegate as? CoordinatorStageRepresentable.Coordinator
        #expect(coordinator != nil)
        window.tap(window.button("+1"))
        window.tap(window.all(UISwitch.self).first!)
        window.tap(window.button("-1"))
        #expect(coordinator?.received == [1, 0])
    }
}
