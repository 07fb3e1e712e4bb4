/* netlink.c — TCP over SDL2_net, and over POSIX sockets (netsock6.c) where IPv6 is wanted. */
#include "netlink.h"
#include "netsock6.h"

#include <SDL.h>
#include <SDL_net.h>

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

struct NetLink {
    int fd;               /* a POSIX socket (IPv6 or dual-stack), or -1: SDL2_net's below */
    TCPsocket sock;
    SDLNet_SocketSet set; /* this socket alone, to wait on it with a limit */
};

static NetLink *wrap_fd(int fd)
{
    NetLink *c = calloc(1, sizeof *c);
    if (!c) {
        close(fd);
        return NULL;
    }
    c->fd = fd;
    return c;
}

static int starts;

bool net_link_init(char *err, size_t err_size)
{
    if (starts++ > 0)
        return true;
    if (SDLNet_Init() != 0) {
        snprintf(err, err_size, "cannot start networking: %s", SDLNet_GetError());
        starts = 0;
        return false;
    }
    return true;
}

void net_link_quit(void)
{
    if (starts > 0 && --starts == 0)
        SDLNet_Quit();
}

static NetLink *wrap(TCPsocket sock, char *err, size_t err_size)
{
    NetLink *c = calloc(1, sizeof *c);
    SDLNet_SocketSet set = SDLNet_AllocSocketSet(1);
    if (!c || !set || SDLNet_TCP_AddSocket(set, sock) < 0) {
        if (err)
            snprintf(err, err_size, "out of memory");
        free(c);
        if (set)
            SDLNet_FreeSocketSet(set);
        SDLNet_TCP_Close(sock);
        return NULL;
    }
    c->fd = -1;
    c->sock = sock;
    c->set = set;
    return c;
}

/* A server socket (host NULL) or a connection; NULL with why in `err`. */
static NetLink *open_tcp(const char *host, uint16_t port, char *err, size_t err_size)
{
    char what[320];
    if (host)
        snprintf(what, sizeof what, "connect to %.256s:%u", host, port);
    else
        snprintf(what, sizeof what, "listen on port %u", port);
    IPaddress ip;
    bool found = SDLNet_ResolveHost(&ip, host, port) == 0;
    TCPsocket sock = found ? SDLNet_TCP_Open(&ip) : NULL;
    if (!sock) {
        snprintf(err, err_size, "cannot %s: %s", what, found ? SDLNet_GetError() : "no such host");
        return NULL;
    }
    return wrap(sock, err, err_size);
}

/* Dual-stack first, so IPv6 and IPv4 friends both reach it; SDL2_net's IPv4 listener
 * where the system has no IPv6. */
NetLink *net_link_listen(uint16_t port, char *err, size_t err_size)
{
    int fd = sock6_listen(port);
    return fd >= 0 ? wrap_fd(fd) : open_tcp(NULL, port, err, err_size);
}

NetLink *net_link_accept(NetLink *server, int wait_ms)
{
    if (server->fd >= 0) {
        int fd = sock6_accept(server->fd, wait_ms);
        return fd >= 0 ? wrap_fd(fd) : NULL;
    }
    if (SDLNet_CheckSockets(server->set, (Uint32)(wait_ms > 0 ? wait_ms : 0)) <= 0)
        return NULL;
    TCPsocket sock = SDLNet_TCP_Accept(server->sock);
    return sock ? wrap(sock, NULL, 0) : NULL;
}

NetLink *net_link_connect(const char *host, uint16_t port, char *err, size_t err_size)
{
    char why6[320] = "";
    int fd = sock6_connect(host, port, why6, sizeof why6);
    if (fd >= 0)
        return wrap_fd(fd);
    NetLink *c = open_tcp(host, port, err, err_size);
    if (!c && fd == -1) /* IPv6 was the address, so its failure is the one to tell */
        snprintf(err, err_size, "%s", why6);
    return c;
}

int net_link_recv(NetLink *c, char *buf, int cap, int wait_ms)
{
    if (c->fd >= 0)
        return sock6_recv(c->fd, buf, cap, wait_ms);
    int ready = SDLNet_CheckSockets(c->set, (Uint32)(wait_ms > 0 ? wait_ms : 0));
    if (ready < 0)
        return -1;
    if (ready == 0 || !SDLNet_SocketReady(c->sock))
        return 0;
    int n = SDLNet_TCP_Recv(c->sock, buf, cap);
    return n > 0 ? n : -1;
}

bool net_link_send(NetLink *c, const char *data, size_t size)
{
    if (c->fd >= 0)
        return sock6_send(c->fd, data, size);
    while (size > 0) {
        int chunk = size > 65536 ? 65536 : (int)size;
        if (SDLNet_TCP_Send(c->sock, data, chunk) < chunk)
            return false;
        data += chunk;
        size -= (size_t)chunk;
    }
    return true;
}

void net_link_close(NetLink *c)
{
    if (!c)
        return;
    if (c->fd >= 0) {
        close(c->fd);
        free(c);
        return;
    }
    SDLNet_FreeSocketSet(c->set);
    SDLNet_TCP_Close(c->sock);
    free(c);
}

static void address_text(const IPaddress *ip, bool with_port, char out[NET_ADDRESS_TEXT])
{
    const uint8_t *b = (const uint8_t *)&ip->host; /* network byte order */
    if (with_port)
        snprintf(out, NET_ADDRESS_TEXT, "%u.%u.%u.%u:%u", b[0], b[1], b[2], b[3], SDLNet_Read16(&ip->port));
    else
        snprintf(out, NET_ADDRESS_TEXT, "%u.%u.%u.%u", b[0], b[1], b[2], b[3]);
}

void net_link_peer_text(const NetLink *c, char out[NET_ADDRESS_TEXT])
{
    if (c->fd >= 0) {
        sock6_peer_text(c->fd, out, NET_ADDRESS_TEXT);
        return;
    }
    const IPaddress *ip = SDLNet_TCP_GetPeerAddress(c->sock);
    if (ip)
        address_text(ip, true, out);
    else
        snprintf(out, NET_ADDRESS_TEXT, "?");
}

int net_link_local_addresses(char (*out)[NET_ADDRESS_TEXT], int max)
{
    IPaddress all[16];
    int n = SDLNet_GetLocalAddresses(all, 16), count = 0;
    for (int i = 0; i < n && count < max; i++) /* IPv4 first: the invitation code holds one */
        if (((const uint8_t *)&all[i].host)[0] != 127)
            address_text(&all[i], false, out[count++]);
    count += sock6_local_addresses(out + count, max - count);
    for (int i = 0; i < n && count < max; i++) /* loopback last: it is no use to a friend */
        if (((const uint8_t *)&all[i].host)[0] == 127)
            address_text(&all[i], false, out[count++]);
    return count;
}
