package Mailer;

# Thin wrapper over the group's internal mail relay ("postie") which also keeps the
# newsletter contact lists. Not related to the dialer.

use strict;
use warnings;
use LWP::UserAgent;
use JSON::PP;

my $POSTIE = $ENV{POSTIE_URL} || 'https://postie.hf-group.internal/v1';

sub new {
    my ($class) = @_;
    return bless { ua => LWP::UserAgent->new(timeout => 10) }, $class;
}

sub _post {
    my ($self, $path, $payload) = @_;
    my $res = $self->{ua}->post(
        "$POSTIE$path",
        'x-api-key'    => $ENV{POSTIE_KEY},
        'X-User-Email' => 'intranet@harrowfinch.co.uk',
        'Content-Type' => 'application/json',
        Content        => encode_json($payload),
    );
    unless ($res->is_success) {
        my $body = eval { decode_json($res->decoded_content) } || {};
        warn "postie: " . ($body->{error} || $res->status_line) . "\n";
        return;
    }
    return decode_json($res->decoded_content);
}

sub send_mail {
    my ($self, %m) = @_;
    return $self->_post('/messages', { to => $m{to}, subject => $m{subject}, text => $m{body} });
}

sub subscribe {
    my ($self, $list, $email) = @_;
    return $self->_post("/contact-lists/$list/members", { email => $email });
}

1;
