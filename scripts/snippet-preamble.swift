// Names the documentation's snippets use without declaring them. Each snippet is the body of
// a function after this preamble (scripts/check-snippets.py).
