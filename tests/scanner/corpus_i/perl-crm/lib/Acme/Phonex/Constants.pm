package Acme::Phonex::Constants;
use strict;
use warnings;
use Exporter 'import';

use constant PHONEX_URL => 'https://phonex.acme-voice.com/api/public/v1';
use constant PHONEX_KEY_HEADER => 'X-API-KEY';
use constant PHONEX_FALLBACK_KEY => 'phx_Wd83kQz1Lm6Tr0Vb9Xn4Ys2Pc7Hf5Ja';

our @EXPORT_OK = qw(PHONEX_URL PHONEX_KEY_HEADER PHONEX_FALLBACK_KEY);
our %EXPORT_TAGS = (all => \@EXPORT_OK);

1;
