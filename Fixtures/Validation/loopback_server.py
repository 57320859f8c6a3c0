#!/usr/bin/env python3
"""Loopback servers for the validation tests (never the internet).

  loopback_server.py http FOLDER   HTTP on 127.0.0.1: files from FOLDER, plus test routes
  loopback_server.py git FOLDER    `git daemon` serving the repositories in FOLDER

Prints the port on the first line once the server accepts connections, then runs until killed or
until its standard input closes (so a crashed test leaves no server behind).
"""
import http.server
import os
import signal
import socket
import subprocess
import sys
import threading
import time


class Handler(http.server.SimpleHTTPRequestHandler):
    """Routes: /status/N, /redirect/N/then/PATH, /nohead (HEAD 405, GET 206 for Range), /slow,
    /image.png and /page (content types), anything else: a file of FOLDER."""

    def log_message(self, *args):
        pass

    def route(self, with_body):
        parts = self.path.split("?")[0].strip("/").split("/")
        if parts[0] == "status":
            return self.reply(int(parts[1]), "text/plain", with_body)
        if parts[0] == "redirect":
            left = int(parts[1])
            target = "/" + "/".join(parts[3:]) if left <= 1 else "/redirect/%d/then/%s" % (left - 1, "/".join(parts[3:]))
            self.send_response(302)
            self.send_header("Location", target)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if parts[0] == "nohead":
            if self.command == "HEAD":
                return self.reply(405, "text/plain", False)
            return self.reply(206 if self.headers.get("Range") == "bytes=0-0" else 500, "text/plain", with_body)
        if parts[0] == "agent":
            return self.reply(200 if self.headers.get("User-Agent") == "CocoaPods" else 403, "text/plain", with_body)
        if parts[0] == "slow":
            time.sleep(5)
            return self.reply(200, "text/plain", with_body)
        if parts[0] == "image.png":
            return self.reply(200, "image/png", with_body)
        if parts[0] == "page":
            return self.reply(200, "text/html", with_body)
        if with_body:
            return super().do_GET()
        return super().do_HEAD()

    def reply(self, status, content_type, with_body):
        body = b"x"
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if with_body:
            self.wfile.write(body)

    def do_GET(self):
        self.route(True)

    def do_HEAD(self):
        self.route(False)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def stop_with_parent(child=None):
    """Exit (with the child) when the parent closes our standard input or sends SIGTERM."""
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])

    def stop(*_):
        if child is not None:
            # `git daemon` runs git-daemon as its own child: the whole group goes, or that one outlives us.
            try:
                os.killpg(child.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        os._exit(0)

    signal.signal(signal.SIGTERM, stop)
    threading.Thread(target=lambda: (sys.stdin.read(), stop()), daemon=True).start()


def main():
    mode, folder = sys.argv[1], sys.argv[2]
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
    if mode == "http":
        os.chdir(folder)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        server.daemon_threads = True
        stop_with_parent()
        print(server.server_address[1], flush=True)
        server.serve_forever()
        return
    port = free_port()
    child = subprocess.Popen(
        ["git", "daemon", "--reuseaddr", "--listen=127.0.0.1", "--port=%d" % port, "--base-path=" + folder,
         "--export-all", folder], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    stop_with_parent(child)
    for _ in range(1000):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.01)
    print(port, flush=True)
    child.wait()


if __name__ == "__main__":
    main()
