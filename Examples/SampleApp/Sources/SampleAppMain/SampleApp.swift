import SampleApp
import SwiftUI

@main
struct SampleAppMain: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
