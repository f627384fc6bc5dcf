package pellham.dispatch

import grails.gorm.transactions.Transactional

@Transactional
class TechnicianService {

    Technician findByEmail(String email) {
        Technician.findByEmailIlike(email)
    }

    List<Technician> listActive(Branch branch, Map params = [:]) {
        Technician.where { branch == branch && active == true }.list(max: params.max ?: 50, offset: params.offset ?: 0, sort: 'lastName')
    }

    Technician deactivate(Long id) {
        def t = Technician.get(id)
        if (!t) return null
        t.active = false
        t.save(flush: true)
    }
}
