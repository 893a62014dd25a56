// The second article's first approach, as printed: the coordinator made by `makeCoordinator()`
// is the view's delegate. Renamed to coexist with the final form.
import SwiftUI
import ThirdPartySDK

struct CoordinatorStageRepresentable: UIViewRepresentable {
    class Coordinator: ThirdPartyViewDelegate {
        var received: [Int] = []  // added: lets the tests see the delegate calls

        func view(_ view: ThirdPartyUIView, changedValueTo newValue: Int) {
            // Respond to newValue
            received.append(newValue)
        }
    }
    
    var shouldAdd: Bool
    
    func makeUIView(context: Context) -> ThirdPartyUIView {
        let view = ThirdPartyUIView()
        view.shouldAdd = shouldAdd
        view.delegate = context.coordinator
        return view
    }
    
    func updateUIView(_ uiView: ThirdPartyUIView, context: Context) {
        uiView.shouldAdd = shouldAdd
    }
    
    func makeCoordinator() -> Coordinator {
        Coordinator()
    }
}

struct CoordinatorStageDemoView: View {
    @State private var shouldAdd = true
    
    var body: some View {
        CoordinatorStageRepresentable(shouldAdd: shouldAdd)
        Toggle("Add?", isOn: $shouldAdd)
    }
}
