// The Catalog app: the guide's figures and listings, live. In a window when a display is present;
// headless (make run without a display) it writes its screens' frames to PNG files.
import UIKit

_ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(CatalogAppDelegate.self))
