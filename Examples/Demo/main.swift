import DemoScreens
import Graft

/// The Demo app: the articles' system, live in the terminal.
struct DemoApp: App {
  var body: some Scene {
    WindowGroup {
      DemoRootView()
    }
  }
}

/// Command-line options: `--snapshot` prints the first frame as text, `--width`/`--height` set
/// its size.
struct DemoOptions {
  var snapshot = false
  var width = 80
  var height = 24

  init(arguments: [String]) {
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--snapshot": snapshot = true
      case "--width": width = iterator.next().flatMap(Int.init) ?? width
      case "--height": height = iterator.next().flatMap(Int.init) ?? height
      default: break
      }
    }
  }
}

/// Renders the Demo's first frame at the given size.
@MainActor
func firstFrame(width: Int, height: Int) -> String {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
  window.rootViewController = UIHostingController(rootView: DemoRootView())
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  return window.renderedText()
}

let options = DemoOptions(arguments: CommandLine.arguments)
MainActor.assumeIsolated {
  print(firstFrame(width: options.width, height: options.height))
}
