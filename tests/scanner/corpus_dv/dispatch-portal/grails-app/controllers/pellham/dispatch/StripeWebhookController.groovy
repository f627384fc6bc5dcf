package pellham.dispatch

import com.stripe.exception.SignatureVerificationException
import com.stripe.net.Webhook

class StripeWebhookController {

    def grailsApplication
    InvoiceService invoiceService

    def receive() {
        String payload = request.inputStream.text
        String sigHeader = request.getHeader('Stripe-Signature')
        String secret = grailsApplication.config.getProperty('pellham.stripe.webhookSecret')
        try {
            def event = Webhook.constructEvent(payload, sigHeader, secret)
            if (event.type == 'invoice.paid') {
                invoiceService.markPaid(event.dataObjectDeserializer.object.get())
            }
            render status: 200
        } catch (SignatureVerificationException e) {
            response.status = 400
            render(contentType: 'application/json', text: '{"error":"invalid signature"}')
        }
    }
}
