<?php

namespace App\Mailer;

use Symfony\Component\Mailer\Exception\HttpTransportException;
use Symfony\Component\Mailer\MailerInterface;
use Symfony\Component\Mime\Email;

final class ReturnLabelMailer
{
    public function __construct(private readonly MailerInterface $mailer)
    {
    }

    public function send(string $to, string $labelPdf): void
    {
        $email = (new Email())
            ->from('returns@parcelwise.com')
            ->to($to)
            ->subject('Your Parcelwise return label')
            ->attach($labelPdf, 'label.pdf', 'application/pdf');

        try {
            $this->mailer->send($email);
        } catch (HttpTransportException $e) {
            if (503 === $e->getResponse()->getStatusCode()) {
                // SendGrid is down; Messenger retries the message
                throw $e;
            }
            $body = $e->getResponse()->toArray(false);
            throw new \RuntimeException($body['errors'][0]['message'] ?? 'mail failed', 0, $e);
        }
    }
}
