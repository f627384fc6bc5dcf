// ExecuteScript body: pulls the first error message out of a SendGrid response
import groovy.json.JsonSlurper
import org.apache.nifi.processor.io.InputStreamCallback

def flowFile = session.get()
if (!flowFile) return

def body = null
session.read(flowFile, { stream -> body = new JsonSlurper().parse(stream) } as InputStreamCallback)

def msg = body?.errors ? body.errors[0].message : body?.error
flowFile = session.putAttribute(flowFile, 'sendgrid.error', msg?.toString() ?: 'unknown')
if (flowFile.getAttribute('invokehttp.status.code') == '404') {
    flowFile = session.putAttribute(flowFile, 'sendgrid.list.missing', 'true')
}
session.transfer(flowFile, REL_SUCCESS)
