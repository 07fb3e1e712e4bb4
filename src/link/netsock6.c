/* netsock6.c — POSIX sockets for IPv6 (netsock6.h). */
#include "netsock6.h"

#include <arpa/inet.h>
#include <errno.h>
#include <ifaddrs.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int sock6_listen(uint16_t port)
{
    int fd = socket(AF_INET6, SOCK_STREAM, 0);
    if (fd < 0)
        return -1;
    int no = 0, yes = 1;
    struct sockaddr_in6 at = {.sin6_family = AF_INET6, .sin6_port = htons(port), .sin6_addr = in6addr_any};
    /* IPV6_V6ONLY off: IPv4 peers arrive as ::ffff:a.b.c.d on the same socket */
    if (setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &no, sizeof no) != 0 ||
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes) != 0 ||
        bind(fd, (struct sockaddr *)&at, sizeof at) != 0 || listen(fd, 4) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

static int wait_readable(int fd, int wait_ms)
{
    struct pollfd p = {.fd = fd, .events = POLLIN};
    int n;
    do
        n = poll(&p, 1, wait_ms > 0 ? wait_ms : 0);
    while (n < 0 && errno == EINTR);
    return n;
}

int sock6_accept(int fd, int wait_ms)
{
    if (wait_readable(fd, wait_ms) <= 0)
        return -1;
    return accept(fd, NULL, NULL);
}

int sock6_connect(const char *host, uint16_t port, char *err, size_t err_size)
{
    char service[8];
    snprintf(service, sizeof service, "%u", port);
    struct addrinfo hints = {.ai_family = AF_INET6, .ai_socktype = SOCK_STREAM}, *all = NULL;
    if (getaddrinfo(host, service, &hints, &all) != 0 || !all)
        return -2;
    int fd = -1, why = 0;
    for (struct addrinfo *a = all; a && fd < 0; a = a->ai_next) {
        fd = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
        if (fd >= 0 && connect(fd, a->ai_addr, a->ai_addrlen) != 0) {
            why = errno;
            close(fd);
            fd = -1;
        }
    }
    freeaddrinfo(all);
    if (fd < 0)
        snprintf(err, err_size, "cannot connect to [%.200s]:%u: %s", host, port, strerror(why ? why : EINVAL));
    return fd;
}

int sock6_recv(int fd, char *buf, int cap, int wait_ms)
{
    int ready = wait_readable(fd, wait_ms);
    if (ready <= 0)
        return ready < 0 ? -1 : 0;
    ssize_t n;
    do
        n = recv(fd, buf, (size_t)cap, 0);
    while (n < 0 && errno == EINTR);
    return n > 0 ? (int)n : -1;
}

bool sock6_send(int fd, const char *data, size_t size)
{
    while (size > 0) {
        ssize_t n = send(fd, data, size, MSG_NOSIGNAL); /* a closed peer is an answer, not a signal */
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        data += n;
        size -= (size_t)n;
    }
    return true;
}

void sock6_peer_text(int fd, char *out, size_t out_size)
{
    struct sockaddr_in6 at;
    socklen_t len = sizeof at;
    char text[INET6_ADDRSTRLEN];
    if (getpeername(fd, (struct sockaddr *)&at, &len) != 0 || at.sin6_family != AF_INET6 ||
        !inet_ntop(AF_INET6, &at.sin6_addr, text, sizeof text)) {
        snprintf(out, out_size, "?");
        return;
    }
    if (IN6_IS_ADDR_V4MAPPED(&at.sin6_addr))
        snprintf(out, out_size, "%s:%u", text + strlen("::ffff:"), ntohs(at.sin6_port));
    else
        snprintf(out, out_size, "[%s]:%u", text, ntohs(at.sin6_port));
}

int sock6_local_addresses(char (*out)[64], int max)
{
    struct ifaddrs *all = NULL;
    if (getifaddrs(&all) != 0)
        return 0;
    int count = 0;
    for (struct ifaddrs *i = all; i && count < max; i = i->ifa_next) {
        if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET6)
            continue;
        const struct in6_addr *a = &((const struct sockaddr_in6 *)i->ifa_addr)->sin6_addr;
        if (IN6_IS_ADDR_LOOPBACK(a) || IN6_IS_ADDR_LINKLOCAL(a) || IN6_IS_ADDR_V4MAPPED(a))
            continue;
        if (inet_ntop(AF_INET6, a, out[count], 64))
            count++;
    }
    freeifaddrs(all);
    return count;
}
