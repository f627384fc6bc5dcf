package pellham.dispatch

class UrlMappings {

    static mappings = {
        "/api/v1/technicians"(controller: 'apiTechnician', action: 'index', method: 'GET')
        "/api/v1/technicians/$id"(controller: 'apiTechnician', action: 'show', method: 'GET')
        "/api/v1/technicians/$id"(controller: 'apiTechnician', action: 'deactivate', method: 'DELETE')
        "/api/v1/branches/$code/call-lists/sync"(controller: 'apiCallList', action: 'sync', method: 'POST')

        "/hooks/ringlane"(controller: 'ringlaneWebhook', action: 'receive', method: 'POST')
        "/hooks/stripe"(controller: 'stripeWebhook', action: 'receive', method: 'POST')

        "/"(view: '/index')
        "500"(view: '/error')
        "404"(view: '/notFound')
    }
}
