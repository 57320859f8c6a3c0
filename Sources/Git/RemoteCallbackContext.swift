import CLibGit2

/// The state libgit2's remote callbacks reach through their `payload` during one network operation:
/// the caller's options, the credential session and the push rejections collected so far. The
/// operation keeps it alive (`withExtendedLifetime`); the payload is an unretained pointer to it.
final class RemoteCallbackContext {
    let options: TransferOptions
    let credentials: CredentialSession
    private(set) var rejections: [GitError.Rejection] = []

    init(options: TransferOptions) {
        self.options = options
        self.credentials = CredentialSession(provider: options.credentials)
    }

    /// libgit2 callbacks whose payload is this context; valid while the context is alive.
    func makeCallbacks() throws -> git_remote_callbacks {
        var callbacks = git_remote_callbacks()
        try check(
            git.remote_init_callbacks(&callbacks, UInt32(GIT_REMOTE_CALLBACKS_VERSION)), "git_remote_init_callbacks")
        callbacks.payload = Unmanaged.passUnretained(self).toOpaque()
        callbacks.credentials = { out, url, usernameFromURL, allowedTypes, payload in
            guard let out, let payload else { return GIT_EAUTH.rawValue }
            let context = Unmanaged<RemoteCallbackContext>.fromOpaque(payload).takeUnretainedValue()
            return context.acquireCredential(
                out, url: swiftString(url) ?? "", usernameFromURL: swiftString(usernameFromURL), allowed: allowedTypes)
        }
        if options.certificateCheck != nil {
            callbacks.certificate_check = { certificate, valid, host, payload in
                guard let payload else { return GIT_PASSTHROUGH.rawValue }
                let context = Unmanaged<RemoteCallbackContext>.fromOpaque(payload).takeUnretainedValue()
                return context.checkCertificate(certificate, isValid: valid != 0, host: swiftString(host) ?? "")
            }
        }
        if options.progress != nil {
            callbacks.transfer_progress = { stats, payload in
                guard let stats, let payload else { return 0 }
                let context = Unmanaged<RemoteCallbackContext>.fromOpaque(payload).takeUnretainedValue()
                let value = stats.pointee
                context.options.progress?(
                    TransferProgress(
                        direction: .receiving, totalObjects: Int(value.total_objects),
                        receivedObjects: Int(value.received_objects), indexedObjects: Int(value.indexed_objects),
                        localObjects: Int(value.local_objects), totalDeltas: Int(value.total_deltas),
                        indexedDeltas: Int(value.indexed_deltas), bytes: value.received_bytes))
                return 0
            }
            callbacks.push_transfer_progress = { current, total, bytes, payload in
                guard let payload else { return 0 }
                let context = Unmanaged<RemoteCallbackContext>.fromOpaque(payload).takeUnretainedValue()
                context.options.progress?(
                    TransferProgress(
                        direction: .sending, totalObjects: Int(total), receivedObjects: Int(current), bytes: bytes))
                return 0
            }
        }
        if options.serverMessage != nil {
            callbacks.sideband_progress = { text, length, payload in
                guard let text, let payload, length > 0 else { return 0 }
                let context = Unmanaged<RemoteCallbackContext>.fromOpaque(payload).takeUnretainedValue()
                let message = text.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
                    String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
                }
                context.options.serverMessage?(message)
                return 0
            }
        }
        callbacks.push_update_reference = { reference, status, payload in
            guard let payload, let status else { return 0 }
            let context = Unmanaged<RemoteCallbackContext>.fromOpaque(payload).takeUnretainedValue()
            context.rejections.append(
                GitError.Rejection(reference: swiftString(reference) ?? "", message: String(cString: status)))
            return 0
        }
        return callbacks
    }

    private func acquireCredential(
        _ out: UnsafeMutablePointer<UnsafeMutablePointer<git_credential>?>, url: String, usernameFromURL: String?,
        allowed: UInt32
    ) -> Int32 {
        switch credentials.next(url: url, usernameFromURL: usernameFromURL, allowed: allowed) {
        case .failure(let error):
            _ = git.error_set_str(error.errorClass, error.message)
            return error.code
        case .success(let candidate):
            let result: Int32
            switch candidate {
            case .username(let user):
                result = git.credential_username_new(out, user)
            case .sshAgent(let user):
                result = git.credential_ssh_key_from_agent(out, user)
            case .sshKey(let user, let privateKey, let publicKey, let passphrase):
                result = withOptionalCString(publicKey) { publicKey in
                    withOptionalCString(passphrase) { passphrase in
                        git.credential_ssh_key_new(out, user, publicKey, privateKey, passphrase)
                    }
                }
            case .password(let user, let password, _):
                result = git.credential_userpass_plaintext_new(out, user, password)
            }
            return result
        }
    }

    private func checkCertificate(_ certificate: UnsafeMutablePointer<git_cert>?, isValid: Bool, host: String) -> Int32
    {
        guard let decide = options.certificateCheck else { return GIT_PASSTHROUGH.rawValue }
        var kind = ServerCertificate.Kind.other
        if let certificate {
            switch certificate.pointee.cert_type {
            case GIT_CERT_X509:
                let x509 = UnsafeMutableRawPointer(certificate).assumingMemoryBound(to: git_cert_x509.self).pointee
                if let data = x509.data {
                    kind = .x509(der: Array(UnsafeRawBufferPointer(start: data, count: x509.len)))
                }
            case GIT_CERT_HOSTKEY_LIBSSH2:
                let hostKey = UnsafeMutableRawPointer(certificate).assumingMemoryBound(to: git_cert_hostkey.self)
                    .pointee
                let types = hostKey.type.rawValue
                let sha256 =
                    types & GIT_CERT_SSH_SHA256.rawValue != 0
                    ? withUnsafeBytes(of: hostKey.hash_sha256) { Array($0) } : nil
                var raw: [UInt8]?
                if types & GIT_CERT_SSH_RAW.rawValue != 0, let key = hostKey.hostkey {
                    raw = key.withMemoryRebound(to: UInt8.self, capacity: hostKey.hostkey_len) {
                        Array(UnsafeBufferPointer(start: $0, count: hostKey.hostkey_len))
                    }
                }
                kind = .sshHostKey(key: raw, sha256: sha256)
            default:
                break
            }
        }
        if decide(ServerCertificate(host: host, isValid: isValid, kind: kind)) {
            return 0
        }
        _ = git.error_set_str(Int32(GIT_ERROR_SSL.rawValue), "the certificate or host key of \(host) was not accepted")
        return GIT_ECERTIFICATE.rawValue
    }
}

/// Runs a network operation with callbacks for `options`; afterwards reports to git's credential
/// helpers whether their credential worked.
func withRemoteCallbacks<R>(
    _ options: TransferOptions, _ body: (RemoteCallbackContext, git_remote_callbacks) throws -> R
) throws -> R {
    try LibGit2.ensureInitialized()
    let context = RemoteCallbackContext(options: options)
    return try withExtendedLifetime(context) {
        let callbacks = try context.makeCallbacks()
        do {
            let result = try SocketStream.withLimits(of: options) { try body(context, callbacks) }
            context.credentials.finish(succeeded: true)
            return result
        } catch let error as GitError {
            if error.kind == .authentication { context.credentials.finish(succeeded: false) }
            if options.isCancelled?() == true {
                throw GitError(
                    kind: .cancelled, message: "cancelled (\(error.message))", code: GIT_EUSER.rawValue,
                    errorClass: error.errorClass, operation: error.operation)
            }
            throw error
        }
    }
}
