import Testing

@testable import NavigationCore
