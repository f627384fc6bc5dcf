package pellham.dispatch

import grails.testing.gorm.DataTest
import grails.testing.web.controllers.ControllerUnitTest
import spock.lang.Specification

class ApiTechnicianControllerSpec extends Specification implements ControllerUnitTest<ApiTechnicianController>, DataTest {

    def setupSpec() {
        mockDomains(Technician, Branch)
    }

    def setup() {
        controller.technicianService = Mock(TechnicianService)
    }

    void "show returns 404 with user not found for unknown technician"() {
        when:
        controller.show(999L)

        then:
        response.status == 404
        response.json.error == 'user not found'
    }

    void "deactivate requires X-User-Email"() {
        when:
        controller.deactivate(1L)

        then:
        response.status == 400
        response.json.details[0].path == 'header'
    }

    void "deactivate passes through when header present"() {
        given:
        request.addHeader('X-User-Email', 'ops@pellhamhome.com')
        controller.technicianService.deactivate(1L) >> new Technician(email: 'a@b.c', active: false)

        when:
        controller.deactivate(1L)

        then:
        response.status == 200
    }
}
