/* netconnect.c — net_link_connect on a thread (netconnect.h). The thread and the owner
 * each hold a reference; whoever lets go last frees the handle, and closes a connection
 * nobody took. */
#include "netconnect.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>

struct NetConnecting {
    char host[NET_ADDRESS_TEXT * 4];
    uint16_t port;
    SDL_atomic_t done;  /* the thread has finished: link and err are its answer */
    SDL_atomic_t refs;  /* the thread's and the owner's */
    NetLink *link;
    char err[320];
};

static void release(NetConnecting *c)
{
    if (!SDL_AtomicDecRef(&c->refs))
        return;
    net_link_close(c->link); /* the owner's no longer there to take it */
    free(c);
}

static int run(void *arg)
{
    NetConnecting *c = arg;
    c->link = net_link_connect(c->host, c->port, c->err, sizeof c->err);
    SDL_AtomicSet(&c->done, 1);
    release(c);
    return 0;
}

NetConnecting *net_connect_start(const char *host, uint16_t port, char *err, size_t err_size)
{
    NetConnecting *c = calloc(1, sizeof *c);
    if (!c) {
        snprintf(err, err_size, "out of memory");
        return NULL;
    }
    snprintf(c->host, sizeof c->host, "%s", host);
    c->port = port;
    SDL_AtomicSet(&c->refs, 2);
    SDL_Thread *t = SDL_CreateThread(run, "net-connect", c);
    if (!t) {
        snprintf(err, err_size, "cannot connect to %s:%u: %s", host, port, SDL_GetError());
        free(c);
        return NULL;
    }
    SDL_DetachThread(t);
    return c;
}

int net_connect_poll(NetConnecting *c, NetLink **out, char *err, size_t err_size)
{
    if (!SDL_AtomicGet(&c->done))
        return 0;
    *out = c->link;
    c->link = NULL;
    if (!*out)
        snprintf(err, err_size, "%s", c->err);
    release(c);
    return *out ? 1 : -1;
}

void net_connect_abandon(NetConnecting *c)
{
    if (c)
        release(c);
}
