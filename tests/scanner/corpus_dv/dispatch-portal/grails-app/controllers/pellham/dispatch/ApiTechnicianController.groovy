package pellham.dispatch

import grails.converters.JSON

/**
 * Our own API for the field app. Flat error bodies are our convention ({"error": "..."}).
 */
class ApiTechnicianController {

    static responseFormats = ['json']
    static allowedMethods = [index: 'GET', show: 'GET', deactivate: 'DELETE']

    TechnicianService technicianService

    def index(Integer max) {
        Branch branch = Branch.findByCode(params.branch)
        if (!branch) {
            response.status = 404
            render([error: 'branch not found'] as JSON)
            return
        }
        respond technicianService.listActive(branch, [max: Math.min(max ?: 25, 100)])
    }

    def show(Long id) {
        def tech = Technician.get(id)
        if (!tech) {
            response.status = 404
            render([error: 'user not found'] as JSON)
            return
        }
        respond tech
    }

    def deactivate(Long id) {
        String caller = request.getHeader('X-User-Email')
        if (!caller) {
            response.status = 400
            render([error: 'missing X-User-Email', details: [[path: 'header', message: 'required']]] as JSON)
            return
        }
        def tech = technicianService.deactivate(id)
        if (!tech) {
            response.status = 404
            render([error: 'user not found'] as JSON)
            return
        }
        log.info("{} deactivated technician {}", caller, id)
        respond tech
    }
}
