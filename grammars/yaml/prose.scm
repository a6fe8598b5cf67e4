; YAML: prose is comments and the quoted scalars ("…" and '…') that are values — of a
; mapping, in a sequence or in a flow collection — not keys. A quoted scalar has no
; content node: it is captured whole, quotes included; its escape sequences (\n,
; \u2026, '') are children, protected in protected.scm. Plain scalars are left out:
; YAML writes names, versions and paths bare (language: en_GB, runs-on:
; ubuntu-latest), as the shells write bare words. So are block scalars (| and >),
; which hold scripts as often as text (run: |).

(comment) @prose

(block_mapping_pair value: (flow_node [(double_quote_scalar) (single_quote_scalar)] @prose))

(flow_pair value: (flow_node [(double_quote_scalar) (single_quote_scalar)] @prose))

(block_sequence_item (flow_node [(double_quote_scalar) (single_quote_scalar)] @prose))

(flow_sequence (flow_node [(double_quote_scalar) (single_quote_scalar)] @prose))
