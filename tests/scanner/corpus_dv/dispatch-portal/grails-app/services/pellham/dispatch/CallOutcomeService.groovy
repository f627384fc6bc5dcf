package pellham.dispatch

import grails.gorm.transactions.Transactional
import groovy.util.logging.Slf4j

@Slf4j
@Transactional
class CallOutcomeService {

    void record(String type, Map data) {
        def cb = Callback.findByExternalRef(data.externalId as String)
        if (!cb) {
            log.debug("outcome for unknown contact {}", data.externalId)
            return
        }
        switch (type) {
            case 'call.completed':
                cb.completed = true
                cb.outcome = data.disposition
                break
            case 'call.missed':
                cb.attempts = (cb.attempts ?: 0) + 1
                break
        }
        cb.save()
    }
}
