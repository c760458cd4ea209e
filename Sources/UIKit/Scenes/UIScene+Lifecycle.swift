import Foundation

extension UIScene {
    /// Moves the scene to `target` one state at a time, as iOS does — a scene leaving the active state resigns
    /// before it goes to the background, and one coming back enters the foreground before it activates —
    /// telling the delegate and posting the notification of each step ("will" before the state changes, "did"
    /// after); the application follows its scenes after each step.
    func moveToState(_ target: ActivationState) {
        while activationState != target {
            step(toward: target)
            UIApplication.shared.followSceneStates()
        }
    }

    private func step(toward target: ActivationState) {
        let center = NotificationCenter.default
        switch activationState {
        case .foregroundActive:
            delegate?.sceneWillResignActive(self)
            center.post(name: UIScene.willDeactivateNotification, object: self)
            activationState = .foregroundInactive
        case .foregroundInactive where target == .foregroundActive:
            activationState = .foregroundActive
            delegate?.sceneDidBecomeActive(self)
            center.post(name: UIScene.didActivateNotification, object: self)
        case .foregroundInactive:
            activationState = .background
            delegate?.sceneDidEnterBackground(self)
            center.post(name: UIScene.didEnterBackgroundNotification, object: self)
        case .background where target == .unattached:
            activationState = .unattached
            delegate?.sceneDidDisconnect(self)
            center.post(name: UIScene.didDisconnectNotification, object: self)
        case .background, .unattached:
            guard target != .background else {
                activationState = .background
                return
            }
            delegate?.sceneWillEnterForeground(self)
            center.post(name: UIScene.willEnterForegroundNotification, object: self)
            activationState = .foregroundInactive
        }
    }
}
